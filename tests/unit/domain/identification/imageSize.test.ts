import { describe, expect, it } from 'vitest';

import { fitWithin } from '../../../../src/domain/identification/imageSize';

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
