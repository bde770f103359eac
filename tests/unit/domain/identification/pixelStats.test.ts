import { describe, expect, it } from 'vitest';

import { DARK_LUMINANCE, isTooDarkToRead } from '../../../../src/domain/identification/pixelStats';

/** count RGB pixels, the first `lit` of them at the given grey and the rest at `dark`. */
function frame(count: number, lit: number, grey: number, dark = 4): number[] {
  return Array.from({ length: count }, (_, i) => (i < lit ? [grey, grey, grey] : [dark, dark, dark])).flat();
}

describe('isTooDarkToRead', () => {
  it('is a frame dark all over: a covered lens, a pocket', () => {
    expect(isTooDarkToRead(frame(100, 0, 0), 3)).toBe(true);
    expect(isTooDarkToRead(frame(100, 100, DARK_LUMINANCE - 1), 3)).toBe(true);
    // A glint or two on nothing to see.
    expect(isTooDarkToRead(frame(100, 5, 255), 3)).toBe(true);
  });

  it('reads a dark picture with something lit in it: a bottle on black', () => {
    expect(isTooDarkToRead(frame(100, 6, 255), 3)).toBe(false);
    expect(isTooDarkToRead(frame(100, 100, DARK_LUMINANCE), 3)).toBe(false);
  });

  it('weighs the colours as the eye does: pure blue is darker than pure green', () => {
    const blue = Array.from({ length: 10 }, () => [0, 0, 255]).flat();
    const green = Array.from({ length: 10 }, () => [0, 120, 0]).flat();
    expect(isTooDarkToRead(blue, 3)).toBe(true);
    expect(isTooDarkToRead(green, 3)).toBe(false);
  });

  it('reads RGBA, ignoring the alpha', () => {
    const rgba = Array.from({ length: 10 }, () => [200, 200, 200, 0]).flat();
    expect(isTooDarkToRead(rgba, 4)).toBe(false);
    expect(isTooDarkToRead([], 4)).toBe(false);
  });
});
