import { createStore } from 'jotai';

import type { CloudLabel } from '../../../src/domain/identification/cloudLabels';
import { MAX_IMAGE_BYTES } from '../../../src/domain/identification/photoFile';
import { IdentificationError } from '../../../src/domain/identification/rules';
import { frameAnswer } from '../../../src/domain/live/settle';
import {
  ClassifierUnavailableError,
  type ClassifyResult,
  type ModelInfo,
  type ModelStatus,
} from '../../../src/services/classifier/ClassifierBridge';
import {
  deviceReading,
  identificationAtom,
  type IdentificationServices,
  identificationServicesAtom,
  identifiedItemsAtom,
  identifiersSettledAtom,
  identifyPhotoAtom,
} from '../../../src/state/identification';
import { BEER_BOTTLE, classifyResult, deferred, TABBY_CAT, WATER_BOTTLE } from '../helpers/scanStandIns';

// Stand-ins for the worker and the cloud, answering when the test says so, so the order in which
// answers arrive can be set.
function setUp({ cloud = true } = {}) {
  const device = deferred<ClassifyResult>();
  const labels = deferred<CloudLabel[]>();
  const status: ModelStatus = { phase: 'idle' };
  const calls = { decode: 0, classify: 0, cloud: 0 };
  const services: IdentificationServices = {
    classifier: {
      status,
      subscribe: () => () => undefined,
      setMemory: () => undefined,
      preload: async () => ({ backend: 'wasm-simd', loadMs: 1, warmupMs: 1, fromCache: false }),
      classify: () => {
        calls.classify += 1;
        return device.promise;
      },
    },
    decode: async (file) => {
      calls.decode += 1;
      if ((await file.text()) === 'corrupt') throw new IdentificationError('unreadable');
      return { width: 512, height: 384, close: () => undefined } as ImageBitmap;
    },
    cloud: cloud
      ? {
          labels: () => {
            calls.cloud += 1;
            return labels.promise;
          },
        }
      : null,
  };
  const store = createStore();
  store.set(identificationServicesAtom, services);
  return { store, device, labels, calls, services };
}

const photo = (content = 'jpeg bytes', type = 'image/jpeg') => new File([content], 'photo.jpg', { type });
const settle = () => new Promise((r) => setTimeout(r, 0));

// Failures are logged for developers; the tests check what the person sees instead.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
const items = (store: ReturnType<typeof createStore>) =>
  store.get(identifiedItemsAtom).map((i) => [i.id, i.source, Number(i.confidence.toFixed(2))]);

describe('identification state', () => {
  it('shows the on-device items first, then lets the cloud refine them', async () => {
    const { store, device, labels } = setUp();
    const outcome = store.set(identifyPhotoAtom, photo());
    await settle();
    expect(store.get(identificationAtom)).toMatchObject({ phase: 'identifying', cloudPhase: 'pending' });

    device.resolve(
      classifyResult({ [WATER_BOTTLE]: 0.62 }, [
        { material: 'plastic', confidence: 0.97 },
        { material: 'glass', confidence: 0.03 },
      ]),
    );
    await expect(outcome).resolves.toBe('identified');
    expect(items(store)).toEqual([['plastic-bottle', 'device', 0.97]]);
    expect(store.get(identificationAtom).firstItemsMs).toBeGreaterThanOrEqual(0);

    labels.resolve([
      { description: 'Plastic bottle', score: 0.93 },
      { description: 'Bottle cap', score: 0.7 },
    ]);
    // The answer is read once the label tables have loaded; both identifiers have then answered.
    await store.set(identifiersSettledAtom);
    expect(store.get(identificationAtom).cloudPhase).toBe('done');
    expect(items(store)).toEqual([
      ['plastic-bottle', 'both', 0.97],
      ['metal-lid', 'cloud', 0.7],
    ]);
  });

  it('asks about a battery the cloud names beside the device’s bottle, before any bin', async () => {
    const { store, device, labels } = setUp();
    const outcome = store.set(identifyPhotoAtom, photo());
    device.resolve(classifyResult({ [WATER_BOTTLE]: 0.9 }, [{ material: 'plastic', confidence: 0.95 }]));
    await expect(outcome).resolves.toBe('identified');
    labels.resolve([{ description: 'Battery', score: 0.8 }]);
    await store.set(identifiersSettledAtom);
    expect(store.get(identifiedItemsAtom)[0]).toMatchObject({ id: 'battery', unsure: 'hazard' });
  });

  it('keeps the on-device result, with no error, when the cloud fails', async () => {
    const { store, device, labels } = setUp();
    const outcome = store.set(identifyPhotoAtom, photo());
    device.resolve(
      classifyResult({ [BEER_BOTTLE]: 0.9 }, [
        { material: 'glass', confidence: 0.98 },
        { material: 'plastic', confidence: 0.02 },
      ]),
    );
    await expect(outcome).resolves.toBe('identified');
    labels.reject(new Error('Vision API request failed'));
    await store.set(identifiersSettledAtom);
    expect(store.get(identificationAtom)).toMatchObject({ phase: 'identified', cloudPhase: 'failed', error: null });
    expect(items(store)).toEqual([['glass-bottle', 'device', 0.98]]);
  });

  it('waits for the cloud when the device is not sure, and is sure when the cloud agrees', async () => {
    const { store, device, labels } = setUp();
    const outcome = store.set(identifyPhotoAtom, photo());
    // A bottle, or a device to drop off: no answer is cheap enough, so the device asks.
    device.resolve(
      classifyResult({ [WATER_BOTTLE]: 0.3, [BEER_BOTTLE]: 0.25 }, [
        { material: 'plastic', confidence: 0.55 },
        { material: 'e-waste', confidence: 0.35 },
        { material: 'glass', confidence: 0.1 },
      ]),
    );
    await settle();
    expect(store.get(identificationAtom).phase).toBe('identifying');
    labels.resolve([{ description: 'Bottle', score: 0.95 }]);
    await expect(outcome).resolves.toBe('identified');
    // "Bottle" becomes the kind of bottle the device leaned to.
    expect(items(store)).toEqual([['plastic-bottle', 'both', 0.95]]);
    expect(store.get(identifiedItemsAtom)[0]!.unsure).toBeUndefined();
  });

  it('takes the answer from the probabilities, and asks, showing the harmless answer, when none is safe', async () => {
    const { store, device } = setUp({ cloud: false });
    const outcome = store.set(identifyPhotoAtom, photo());
    device.resolve(
      classifyResult({ [WATER_BOTTLE]: 0.3 }, [
        { material: 'paper', confidence: 0.46 },
        { material: 'organic', confidence: 0.4 },
        { material: 'other', confidence: 0.14 },
      ]),
    );
    await expect(outcome).resolves.toBe('identified');
    expect(store.get(identifiedItemsAtom)).toEqual([
      expect.objectContaining({
        id: 'food-leftovers',
        material: 'organic',
        unsure: 'conflict',
        choices: ['paper', 'organic', 'other'],
      }),
    ]);
  });

  it('takes a live frame’s reading as it is: nothing decoded or classified again, and the frame’s own answer', async () => {
    const { store, calls } = setUp({ cloud: false });
    const result = classifyResult({ [WATER_BOTTLE]: 0.62 }, [
      { material: 'plastic', confidence: 0.7 },
      { material: 'battery', confidence: 0.3 },
    ]);
    const read = deviceReading({ ...result, embedding: new Float32Array(4) });
    await expect(store.set(identifyPhotoAtom, photo(), read)).resolves.toBe('identified');
    expect(calls).toMatchObject({ decode: 0, classify: 0 });
    expect(store.get(identifiedItemsAtom)[0]).toEqual(frameAnswer(read.evidence));
    expect(store.get(identifiedItemsAtom)[0]).toMatchObject({ id: 'battery', unsure: 'hazard' });
    expect(store.get(identificationAtom)).toMatchObject({ photoRead: true, embedding: read.embedding });
  });

  it('fails with "not waste" for a picture of a screen unlike any waste photo', async () => {
    const { store, device } = setUp({ cloud: false });
    const outcome = store.set(identifyPhotoAtom, photo());
    device.resolve(classifyResult({ 916: 0.97 }, [{ material: 'paper', confidence: 0.9 }], false));
    await expect(outcome).resolves.toBe('failed');
    expect(store.get(identificationAtom)).toMatchObject({ phase: 'failed', error: 'notWaste' });
  });

  it("fails with the product's message when no source is sure", async () => {
    const { store, device, labels } = setUp();
    const outcome = store.set(identifyPhotoAtom, photo());
    device.resolve(classifyResult({ [TABBY_CAT]: 0.95 }));
    labels.resolve([{ description: 'Cat', score: 0.98 }]);
    await expect(outcome).resolves.toBe('failed');
    expect(store.get(identificationAtom)).toMatchObject({ phase: 'failed', error: 'noItems' });
  });

  it('uses the cloud alone when the on-device model cannot run', async () => {
    const { store, device, labels } = setUp();
    const outcome = store.set(identifyPhotoAtom, photo());
    device.reject(new Error('On-device classifier unavailable (worker)'));
    labels.resolve([{ description: 'Cardboard', score: 0.9 }]);
    await expect(outcome).resolves.toBe('identified');
    expect(items(store)).toEqual([['cardboard-box', 'cloud', 0.9]]);
  });

  it('says the model is unavailable when it fails and there is no cloud', async () => {
    const { store, device } = setUp({ cloud: false });
    const outcome = store.set(identifyPhotoAtom, photo());
    device.reject(new Error('On-device classifier unavailable (timeout)'));
    await expect(outcome).resolves.toBe('failed');
    expect(store.get(identificationAtom)).toMatchObject({ error: 'modelUnavailable', cloudPhase: 'off' });
  });

  it('starts the model load with the photo, and a load that fails fails the scan without a second one', async () => {
    const { store, calls, services } = setUp({ cloud: false });
    const load = deferred<ModelInfo>();
    let loads = 0;
    const preload = () => {
      loads += 1;
      return load.promise;
    };
    store.set(identificationServicesAtom, { ...services, classifier: { ...services.classifier, preload } });
    const outcome = store.set(identifyPhotoAtom, photo());
    expect(loads).toBe(1);
    await settle();
    load.reject(new ClassifierUnavailableError('timeout', 'model load made no progress'));
    await expect(outcome).resolves.toBe('failed');
    expect(store.get(identificationAtom).error).toBe('modelUnavailable');
    expect({ loads, classify: calls.classify }).toEqual({ loads: 1, classify: 0 });
  });

  it('refuses files that are not images or too large, before decoding them', async () => {
    const { store, calls } = setUp();
    await expect(store.set(identifyPhotoAtom, photo('%PDF', 'application/pdf'))).resolves.toBe('failed');
    expect(store.get(identificationAtom)).toMatchObject({ phase: 'failed', error: 'notAnImage', photo: null });
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES)], 'huge.jpg', { type: 'image/jpeg' });
    await expect(store.set(identifyPhotoAtom, huge)).resolves.toBe('failed');
    expect(store.get(identificationAtom).error).toBe('tooLarge');
    expect(calls).toEqual({ decode: 0, classify: 0, cloud: 0 });
  });

  it('reports a damaged file as unreadable, sending it nowhere', async () => {
    const { store, calls } = setUp();
    await expect(store.set(identifyPhotoAtom, photo('corrupt'))).resolves.toBe('failed');
    expect(store.get(identificationAtom)).toMatchObject({ phase: 'failed', error: 'unreadable' });
    expect(calls).toEqual({ decode: 1, classify: 0, cloud: 0 });
  });

  it('lets a newer photo replace one still being identified', async () => {
    const { store, device } = setUp({ cloud: false });
    const first = store.set(identifyPhotoAtom, photo('first'));
    await settle();
    const second = store.set(identifyPhotoAtom, photo('second'));
    device.resolve(classifyResult({ [BEER_BOTTLE]: 0.8 }));
    await expect(first).resolves.toBe('replaced');
    await expect(second).resolves.toBe('identified');
    expect(await store.get(identificationAtom).photo?.text()).toBe('second');
  });
});
