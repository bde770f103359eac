// The statistics `npm run bench` reports: one decimal, and the median and tail of a set of samples.

export const round = (value: number) => Math.round(value * 10) / 10;

/** The samples' median, 95th percentile and range, rounded (NaN for none). */
export function spread(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return {
    runs: sorted.length,
    median: round(at(0.5)),
    p95: round(at(0.95)),
    min: round(sorted[0] ?? NaN),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/** A spread of times, its fields named in ms as bench.json has them. */
export function summary(samples: readonly number[]) {
  const { runs, median, p95, min, max } = spread(samples);
  return { runs, medianMs: median, p95Ms: p95, minMs: min, maxMs: max };
}
