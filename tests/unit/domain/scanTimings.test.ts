import {
  GENERATING_CEILING_PERCENT,
  MAX_IMAGE_BYTES,
  nextGeneratingProgress,
  nextUploadProgress,
} from '../../../src/domain/scanTimings';

describe('scan flow progress', () => {
  it('counts the upload up 2 percent a tick and stops at 100', () => {
    expect(nextUploadProgress(0)).toBe(2);
    expect(nextUploadProgress(98)).toBe(100);
    expect(nextUploadProgress(99)).toBe(100);
    expect(nextUploadProgress(100)).toBe(100);
    let p = 0;
    let ticks = 0;
    while (p < 100) {
      p = nextUploadProgress(p);
      ticks++;
    }
    expect(ticks).toBe(50);
  });

  it('creeps toward 95 by 5% of the remaining distance and never passes it', () => {
    expect(nextGeneratingProgress(0)).toBeCloseTo(4.75, 10);
    expect(nextGeneratingProgress(55)).toBeCloseTo(57, 10);
    let p = 0;
    for (let i = 0; i < 1000; i++) p = nextGeneratingProgress(p);
    expect(p).toBeLessThanOrEqual(GENERATING_CEILING_PERCENT);
    expect(p).toBeGreaterThan(94.9);
    expect(nextGeneratingProgress(95)).toBe(95);
  });

  it('limits images to 10 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
  });
});
