// @vitest-environment node
import { formatInterval, pairOutcomes, signTestP, wilsonInterval } from '../../../scripts/lib/photoSetStatistics';

describe('the 95% interval of a share', () => {
  it('is wide on a hundred photos: 69 of 105 right is 56-74%', () => {
    const [low, high] = wilsonInterval(69, 105);
    expect(low).toBeCloseTo(0.5624, 3);
    expect(high).toBeCloseTo(0.7406, 3);
    expect(formatInterval([low, high])).toBe('56-74%');
  });

  it('stays inside 0-100% at either end, where the normal approximation would not', () => {
    const [low, high] = wilsonInterval(0, 10);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(0.2775, 3);
    const [allLow, allHigh] = wilsonInterval(10, 10);
    expect(allLow).toBeCloseTo(0.7225, 3);
    expect(allHigh).toBe(1);
  });

  it('narrows as the set grows', () => {
    const small = wilsonInterval(6, 10);
    const large = wilsonInterval(600, 1000);
    expect(large[1] - large[0]).toBeLessThan((small[1] - small[0]) / 5);
  });

  it('says nothing of no photos', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('two heads on the same photos', () => {
  it('counts the photos only one of them gets right', () => {
    expect(pairOutcomes([true, true, false, false, true], [true, false, true, false, false])).toEqual({
      photos: 5,
      both: 1,
      onlyFirst: 2,
      onlySecond: 1,
    });
  });

  it('refuses outcomes of different photos', () => {
    expect(() => pairOutcomes([true], [true, false])).toThrow(/same photos/);
  });

  it('finds no difference in an 8 to 5 split, and one in a 0 to 6 split', () => {
    // 2 x (C(13,0) + ... + C(13,5)) / 2^13 = 2 x 2380 / 8192
    expect(signTestP(8, 5)).toBeCloseTo(0.581, 3);
    expect(signTestP(0, 6)).toBeCloseTo(2 / 64, 6);
    expect(signTestP(6, 0)).toBe(signTestP(0, 6));
  });

  it('is 1 for an even split or none', () => {
    expect(signTestP(3, 3)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
  });
});
