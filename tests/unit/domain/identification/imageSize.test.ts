import { describe, expect, it } from 'vitest';

import { fitWithin, isTooSmallToRead } from '../../../../src/domain/identification/imageSize';

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping the proportions', () => {
    expect(fitWithin({ width: 10_000, height: 10_000 }, 512)).toEqual({ width: 512, height: 512 });
    expect(fitWithin({ width: 4032, height: 3024 }, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin({ width: 3024, height: 4032 }, 640)).toEqual({ width: 480, height: 640 });
    expect(fitWithin({ width: 20_000, height: 10 }, 512)).toEqual({ width: 512, height: 1 });
  });

  it('never scales up', () => {
    expect(fitWithin({ width: 512, height: 384 }, 1024)).toEqual({ width: 512, height: 384 });
  });
});

describe('isTooSmallToRead', () => {
  it('is an icon or a thumbnail: under 32 pixels on the shorter side', () => {
    expect(isTooSmallToRead({ width: 1, height: 1 })).toBe(true);
    expect(isTooSmallToRead({ width: 31, height: 400 })).toBe(true);
    expect(isTooSmallToRead({ width: 1024, height: 31 })).toBe(true);
  });

  it('reads anything larger, however narrow the other side lets it be', () => {
    expect(isTooSmallToRead({ width: 32, height: 32 })).toBe(false);
    expect(isTooSmallToRead({ width: 1024, height: 32 })).toBe(false);
    expect(isTooSmallToRead({ width: 512, height: 384 })).toBe(false);
  });
});
