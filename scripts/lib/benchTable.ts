// The one table `npm run bench` prints: each figure of the app next to the naive way's, measured in
// the same run, and how many times better (or worse) the app does.

export interface BenchRow {
  figure: string;
  app: number;
  naive: number;
  unit: 'ms' | 'KB gz' | 'frames/s';
  /** A rate rather than a cost: the app is better by app ÷ naive. */
  higherIsBetter?: boolean;
  /** How the naive figure was made, when it is not measured as the app's is. */
  note?: string;
}

const format = (value: number, unit: BenchRow['unit']) =>
  Number.isFinite(value) ? `${value.toLocaleString('en', { maximumFractionDigits: 1 })} ${unit}` : 'n/a';

/** naive ÷ app: above 1 the app is that many times faster or smaller (called with them swapped for a rate). */
export function ratio(app: number, naive: number): string {
  if (!Number.isFinite(app) || !Number.isFinite(naive)) return 'n/a';
  if (app === 0) return naive === 0 ? '1.0x' : 'inf';
  return `${(naive / app).toFixed(1)}x`;
}

/** A plain-text table, columns padded, and the notes under it. */
export function benchTable(rows: readonly BenchRow[]): string {
  const cells = [
    ['Figure', 'RecycleSmart', 'Naive (main thread)', 'Naive / app'],
    ...rows.map((row) => [
      row.figure,
      format(row.app, row.unit),
      format(row.naive, row.unit),
      row.higherIsBetter ? ratio(row.naive, row.app) : ratio(row.app, row.naive),
    ]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  const notes = rows.filter((row) => row.note).map((row) => `  ${row.figure}: ${row.note}`);
  return [
    line(cells[0]!),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.slice(1).map(line),
    ...(notes.length ? ['', 'Notes:', ...notes] : []),
  ].join('\n');
}
