import { isSlowScan, scanProgress, scanStatus, type ScanWork } from '../../../src/domain/scanProgress';

const start: ScanWork = {
  phase: 'uploading',
  paused: false,
  photoRead: false,
  modelLoad: null,
  deviceDone: false,
  cloud: 'off',
  located: false,
  adviser: 'device',
  advised: false,
  city: null,
};

describe('scan progress: the bar moves when work ends', () => {
  it('counts the on-device steps in order and reaches 100 only with the results', () => {
    const read = { ...start, photoRead: true };
    const looked = { ...read, deviceDone: true };
    const located = { ...looked, phase: 'generating' as const, located: true };
    const steps = [start, read, looked, located].map(scanProgress);
    expect(steps[0]).toBe(0);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
    expect(steps.at(-1)!).toBeLessThan(100);
    expect(scanProgress({ ...located, phase: 'results' })).toBe(100);
    expect(scanProgress({ ...start, phase: 'idle' })).toBe(0);
  });

  it('stands still while the photo is out, and moves when the vision service answers', () => {
    const out = { ...start, photoRead: true, deviceDone: true, cloud: 'pending' as const };
    const answered = { ...out, cloud: 'done' as const };
    expect(scanProgress({ ...out, paused: true, cloud: 'paused' })).toBe(scanProgress(out));
    expect(scanProgress(answered)).toBeGreaterThan(scanProgress(out));
    // A step that takes part shares the bar: with the vision service, the device's answer counts for less.
    expect(scanProgress(out)).toBeLessThan(scanProgress({ ...out, cloud: 'off' }));
  });

  it('follows the model’s first load by its own progress', () => {
    const loading = { ...start, photoRead: true, modelLoad: 0.5 };
    expect(scanProgress(loading)).toBeGreaterThan(scanProgress({ ...loading, modelLoad: 0 }));
    expect(scanProgress(loading)).toBeLessThan(scanProgress({ ...loading, modelLoad: 1 }));
    // Answered means loaded, whatever the last report said.
    expect(scanProgress({ ...loading, deviceDone: true })).toBe(
      scanProgress({ ...loading, modelLoad: 1, deviceDone: true }),
    );
  });
});

describe('scan status: says what is happening', () => {
  it('names each step as it runs', () => {
    expect(scanStatus(start)).toEqual({ key: 'reading' });
    expect(scanStatus({ ...start, photoRead: true })).toEqual({ key: 'looking' });
    expect(scanStatus({ ...start, photoRead: true, modelLoad: 0.42 })).toEqual({ key: 'preparingModel', percent: 42 });
    const generating = { ...start, photoRead: true, deviceDone: true, phase: 'generating' as const };
    expect(scanStatus(generating)).toEqual({ key: 'locating' });
    expect(scanStatus({ ...generating, located: true })).toEqual({ key: 'advising' });
    expect(scanStatus({ ...generating, located: true, city: 'Prague' })).toEqual({
      key: 'advisingHere',
      city: 'Prague',
    });
    expect(scanStatus({ ...generating, located: true, city: 'Prague', adviser: 'ai' })).toEqual({
      key: 'askingAiHere',
      city: 'Prague',
    });
    expect(scanStatus({ ...generating, phase: 'results' })).toEqual({ key: 'done' });
  });

  it('says the photo is being sent only while it is out, and that it is held when paused', () => {
    const out = { ...start, photoRead: true, deviceDone: true, cloud: 'pending' as const };
    expect(scanStatus(out)).toEqual({ key: 'sending' });
    expect(scanStatus({ ...out, cloud: 'paused', paused: true })).toEqual({ key: 'paused' });
    expect(scanStatus({ ...out, cloud: 'done' })).toEqual({ key: 'looking' });
    expect(scanStatus({ ...out, cloud: 'off' })).toEqual({ key: 'looking' });
  });

  it('offers something to read only when the wait is the network’s or the model’s first load', () => {
    expect(isSlowScan(start)).toBe(false);
    expect(isSlowScan({ ...start, cloud: 'pending' })).toBe(true);
    expect(isSlowScan({ ...start, adviser: 'ai' })).toBe(true);
    expect(isSlowScan({ ...start, modelLoad: 0 })).toBe(true);
  });
});
