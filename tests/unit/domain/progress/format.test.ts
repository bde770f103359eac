import {
  FIGURE_DECIMALS,
  figureUnit,
  formatCompact,
  formatCount,
  formatDays,
  formatFigure,
  formatFigureWithUnit,
  formatPercent,
  formatRoughFigureWithUnit,
} from '../../../../src/domain/progress';

describe('dashboard number formats', () => {
  it('shows kilograms and trees with 2 decimals and litres with 1', () => {
    expect(FIGURE_DECIMALS).toEqual({ kg: 2, trees: 2, litres: 1 });
    expect(formatFigure(0.05, 'kg', 'en')).toBe('0.05');
    expect(formatFigure(0.1, 'kg', 'en')).toBe('0.10');
    expect(formatFigure(0.01, 'trees', 'en')).toBe('0.01');
    expect(formatFigure(0.3, 'litres', 'en')).toBe('0.3');
    expect(formatFigure(1234.567, 'kg', 'en')).toBe('1,234.57');
    expect(formatFigure(0.30000000000000004, 'litres', 'en')).toBe('0.3');
  });

  it('never shows a minus zero or nonsense', () => {
    expect(formatFigure(-1e-12, 'kg', 'en')).toBe('0.00');
    expect(formatFigure(Number.NaN, 'litres', 'en')).toBe('0.0');
  });

  it("writes numbers the person's language's way", () => {
    expect(formatFigure(1234.5, 'kg', 'es')).toBe('1234,50');
    expect(formatFigure(0.1, 'kg', 'hi')).toBe('0.10');
    expect(formatFigure(12345.6, 'litres', 'hi')).toBe('12,345.6');
  });

  it('shows whole percentages that do not reach 100 before the goal does', () => {
    expect(formatPercent(99.96, 'en')).toBe('99%');
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(250, 'en')).toBe('100%');
    expect(formatPercent(-3, 'en')).toBe('0%');
    expect(formatCount(30000, 'en')).toBe('30,000');
  });
});

describe('units', () => {
  it('names units in the language, with its plural rules', () => {
    expect(figureUnit('kg', 'en')).toBe('kg');
    expect(figureUnit('litres', 'en')).toBe('L');
    expect(figureUnit('trees', 'en')).toBe('');
    expect(figureUnit('kg', 'ar')).not.toBe('kg');
    expect(formatFigureWithUnit(0.1, 'kg', 'en')).toBe('0.10 kg');
    expect(formatFigureWithUnit(0.3, 'litres', 'en')).toBe('0.3 L');
    expect(formatFigureWithUnit(0.01, 'trees', 'en')).toBe('0.01');
    expect(formatDays(1, 'en')).toBe('1 day');
    expect(formatDays(3, 'en')).toBe('3 days');
    expect(formatDays(3, 'es')).toBe('3 días');
  });
});

describe('rough and compact figures', () => {
  it('rounds an estimate to three significant digits, with its unit in the language', () => {
    expect(formatRoughFigureWithUnit(2500.0000000000005, 'kg', 'en')).toBe('2,500 kg');
    expect(formatRoughFigureWithUnit(100_000.00000001, 'litres', 'en')).toBe('100,000 L');
    expect(formatRoughFigureWithUnit(1234.5, 'kg', 'en')).toBe('1,230 kg');
    expect(formatRoughFigureWithUnit(0.25, 'kg', 'en')).toBe('0.25 kg');
    expect(formatRoughFigureWithUnit(12.5, 'trees', 'en')).toBe('12.5');
    expect(formatRoughFigureWithUnit(Number.NaN, 'kg', 'en')).toBe('0 kg');
    expect(formatRoughFigureWithUnit(2500, 'kg', 'ar')).toMatch(/^2,500\s?كغم$/);
  });

  it("writes a large count in the language's own short scale, never a Latin K or M in Arabic", () => {
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
    expect(formatCompact(750_000, 'en')).toBe('750K');
    expect(formatCompact(185_000, 'en')).toBe('185K');
    expect(formatCompact(2_500_000, 'zh')).toBe('250万');
    expect(formatCompact(185_000, 'hi')).toMatch(/^1\.85\sलाख$/);
    for (const value of [2_500_000, 750_000, 185_000]) expect(formatCompact(value, 'ar')).not.toMatch(/[A-Za-z]/);
    expect(formatCompact(2_500_000, 'ar')).toMatch(/مليون/);
  });
});
