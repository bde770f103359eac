// @vitest-environment node
import { benchTable, ratio } from '../../scripts/lib/benchTable';

describe('the bench table', () => {
  it('puts each figure beside the naive way’s with the ratio naive / app', () => {
    const table = benchTable([
      { figure: 'Photo -> verdict', app: 400, naive: 1200, unit: 'ms', note: 'naive hint plus the same advice step' },
      { figure: 'Initial JS', app: 140.24, naive: 420.5, unit: 'KB gz' },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^Figure\s+\| RecycleSmart\s+\| Naive \(main thread\)\s+\| Naive \/ app$/);
    expect(lines[2]).toMatch(/^Photo -> verdict \| 400 ms\s+\| 1,200 ms\s+\| 3\.0x$/);
    expect(lines[3]).toMatch(/^Initial JS\s+\| 140\.2 KB gz\s+\| 420\.5 KB gz\s+\| 3\.0x$/);
    expect(table).toContain('Photo -> verdict: naive hint plus the same advice step');
  });

  it('gives a rate’s ratio the other way up, so above 1 still means the app does better', () => {
    const table = benchTable([{ figure: 'Frames', app: 14, naive: 7, unit: 'frames/s', higherIsBetter: true }]);
    expect(table.split('\n')[2]).toMatch(/^Frames \| 14 frames\/s\s+\| 7 frames\/s\s+\| 2\.0x$/);
  });

  it('says n/a for a figure not measured, and handles a zero', () => {
    expect(ratio(Number.NaN, 3)).toBe('n/a');
    expect(ratio(0, 0)).toBe('1.0x');
    expect(ratio(0, 5)).toBe('inf');
    expect(ratio(50, 25)).toBe('0.5x');
  });
});
