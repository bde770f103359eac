// Calendar arithmetic on local days written as 'YYYY-MM-DD', so streaks and months follow the
// person's own calendar rather than UTC.

export type Day = string;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone (default: the device's). */
export function localDay(instant: Date | string | number, timeZone?: string): Day {
  const key = timeZone ?? '';
  let format = dayFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(key, format);
  }
  return format.format(new Date(instant));
}

function toUtcDate(day: Day): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: Day, days: number): Day {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from a to b (b later is positive). */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((toUtcDate(b).getTime() - toUtcDate(a).getTime()) / 86_400_000);
}

/** 'YYYY-MM', the key of monthly history. */
export function monthOf(day: Day): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The Monday that starts the ISO week of a day. */
export function weekOf(day: Day): Day {
  const weekday = toUtcDate(day).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
