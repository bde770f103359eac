// The dashboard's number formats (spec section 9): kilograms and trees with 2 decimals, litres with 1.

export type FigureKind = 'kg' | 'trees' | 'litres';

export const FIGURE_DECIMALS: Readonly<Record<FigureKind, number>> = { kg: 2, trees: 2, litres: 1 };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, format);
  }
  return format;
}

// Rounding can leave -0 ("-0.00") from tiny negative float error: never show a minus zero.
const roundedTo = (value: number, decimals: number) =>
  Number((Number.isFinite(value) ? value : 0).toFixed(decimals)) || 0;

/** A number with exactly `decimals` decimals in the person's language; nonsense shows as zero. */
export function formatNumber(value: number, decimals: number, locale: string): string {
  return formatter(locale, decimals).format(roundedTo(value, decimals));
}

/** A figure with its kind's decimals. */
export function formatFigure(value: number, kind: FigureKind, locale: string): string {
  return formatNumber(value, FIGURE_DECIMALS[kind], locale);
}

/** A whole percentage, 0..100. */
export function formatPercent(percent: number, locale: string): string {
  const safe = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(Math.floor(safe) / 100);
}

export function formatCount(value: number, locale: string): string {
  return formatNumber(value, 0, locale);
}

// Unit names come from the platform's own localisation (CLDR), in every language, with its plural rules.
const UNIT_OF: Readonly<Record<FigureKind, string | null>> = { kg: 'kilogram', litres: 'liter', trees: null };

function unitFormatter(
  locale: string,
  unit: string,
  decimals: number,
  unitDisplay: 'short' | 'long',
): Intl.NumberFormat {
  const key = `${locale}|${unit}|${decimals}|${unitDisplay}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/** The short unit shown beside a figure ("kg", "L"); empty for trees, which are a plain count. */
export function figureUnit(kind: FigureKind, locale: string): string {
  const unit = UNIT_OF[kind];
  if (!unit) return '';
  return (
    unitFormatter(locale, unit, 0, 'short')
      .formatToParts(1)
      .find((part) => part.type === 'unit')?.value ?? ''
  );
}

/** A figure with its unit, for sentences ("0.10 kg"); goals and thresholds pass 0 decimals ("25 kg"). */
export function formatFigureWithUnit(
  value: number,
  kind: FigureKind,
  locale: string,
  decimals: number = FIGURE_DECIMALS[kind],
): string {
  const unit = UNIT_OF[kind];
  if (!unit) return formatNumber(value, decimals, locale);
  return unitFormatter(locale, unit, decimals, 'short').format(roundedTo(value, decimals));
}

/** What an extrapolated figure is rounded to: more digits would claim a precision the estimate lacks. */
export const ROUGH_SIGNIFICANT_DIGITS = 3;

/** A figure as people say it, with its unit: at most three significant digits ("2,500 kg", "100,000 L", "0.25 kg"). */
export function formatRoughFigureWithUnit(value: number, kind: FigureKind, locale: string): string {
  const unit = UNIT_OF[kind];
  const key = `${locale}|${unit ?? ''}|rough`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(unit ? { style: 'unit', unit, unitDisplay: 'short' } : {}),
      maximumSignificantDigits: ROUGH_SIGNIFICANT_DIGITS,
    });
    formatters.set(key, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** A large count in the language's own short scale ("2.5M", "2.5 مليون", "250万", "25 लाख"). */
export function formatCompact(value: number, locale: string): string {
  const key = `${locale}|compact`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: ROUGH_SIGNIFICANT_DIGITS });
    formatters.set(key, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** A number of days ("1 day", "3 days"), in the language's plural forms. */
export function formatDays(days: number, locale: string): string {
  return unitFormatter(locale, 'day', 0, 'long').format(Number.isFinite(days) ? days : 0);
}
