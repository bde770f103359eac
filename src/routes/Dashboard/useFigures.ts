import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type FigureKind,
  figureUnit,
  formatCount,
  formatDays,
  formatFigure,
  formatFigureWithUnit,
  formatNumber,
  formatPercent,
} from '../../domain/progress';

/** The dashboard's number, unit and date formats in the person's language. */
export function useFigures() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    // Year-months are calendar labels, not instants: read and written in UTC so no zone shifts them.
    const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const monthDate = (yearMonth: string) => new Date(`${yearMonth}-15T00:00:00Z`);
    return {
      locale,
      figure: (value: number, kind: FigureKind) => formatFigure(value, kind, locale),
      withUnit: (value: number, kind: FigureKind) => formatFigureWithUnit(value, kind, locale),
      /** Goals and thresholds are whole numbers: "25 kg", not "25.00 kg". */
      wholeKg: (value: number) => formatFigureWithUnit(value, 'kg', locale, 0),
      unit: (kind: FigureKind) => figureUnit(kind, locale),
      days: (count: number) => formatDays(count, locale),
      percent: (value: number) => formatPercent(value, locale),
      count: (value: number) => formatCount(value, locale),
      decimal: (value: number, decimals: number) => formatNumber(value, decimals, locale),
      date: (iso: string) => dates.format(new Date(iso)),
      dateTime: (iso: string) => dateTimes.format(new Date(iso)),
      monthShort: (yearMonth: string) => monthShort.format(monthDate(yearMonth)),
      monthLong: (yearMonth: string) => monthLong.format(monthDate(yearMonth)),
    };
  }, [locale]);
}

export type Figures = ReturnType<typeof useFigures>;
