// How far a figure on a small photo set can be trusted, and whether two heads differ on the same photos.
// The photos from homes are a hundred or so: one photo is a point, and a retrain alone moves a figure
// by a few. A share comes with its 95% interval (Wilson's, which stays inside 0-100% for shares near
// either end), and two heads scored on the same photos are compared by the photos only one of them got
// right (an exact two-sided sign test on those), which sees a real difference far sooner than two
// intervals side by side.

const Z_95 = 1.96;

/** The 95% Wilson score interval of `successes` out of `trials`, as shares (0..1). */
export function wilsonInterval(successes: number, trials: number): [number, number] {
  if (trials <= 0) return [0, 1];
  const share = successes / trials;
  const z2 = Z_95 * Z_95;
  const centre = (share + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z_95 * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** "56-74%": an interval as whole percents. */
export function formatInterval([low, high]: readonly [number, number]): string {
  return `${Math.round(100 * low)}-${Math.round(100 * high)}%`;
}

/** log(n choose k), by log-gamma-free summation (n is a few hundred at most here). */
function logChoose(n: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i++) sum += Math.log(n - k + i) - Math.log(i);
  return sum;
}

/**
 * The exact two-sided sign test: how likely a split at least this uneven is when either head is as
 * likely to be the one right on a photo only one of them gets right. 1 when none differ.
 */
export function signTestP(onlyFirst: number, onlySecond: number): number {
  const n = onlyFirst + onlySecond;
  if (n === 0) return 1;
  const tail = Math.min(onlyFirst, onlySecond);
  let p = 0;
  for (let k = 0; k <= tail; k++) p += Math.exp(logChoose(n, k) - n * Math.LN2);
  return Math.min(1, 2 * p);
}

/** Two heads' outcomes on the same photos: right by both, by one only, by neither. */
export interface PairedOutcomes {
  photos: number;
  onlyFirst: number;
  onlySecond: number;
  both: number;
}

export function pairOutcomes(first: readonly boolean[], second: readonly boolean[]): PairedOutcomes {
  if (first.length !== second.length) throw new Error('Paired outcomes need the same photos on both sides');
  const paired: PairedOutcomes = { photos: first.length, onlyFirst: 0, onlySecond: 0, both: 0 };
  first.forEach((right, i) => {
    if (right && second[i]) paired.both++;
    else if (right) paired.onlyFirst++;
    else if (second[i]) paired.onlySecond++;
  });
  return paired;
}
