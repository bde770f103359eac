// The day the screens date things by ("Last updated", the dashboard preview's months). A landing page's
// markup was rendered when the app was built (vite.config.ts, landingPages), and hydrating it must
// render the same text, or React throws the markup away and paints the screen again; so while
// hydrating, the screens show the day it was rendered on, and today's date in the render that follows.
import type { Day } from './domain/progress/days';
import { useHydrating } from './useHydrating';

let prerenderedOn: Day | undefined;

/** The day the markup being rendered at build time, or hydrated (main.tsx), was rendered on. */
export function setPrerenderedDay(day: Day): void {
  prerenderedOn = day;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
/**
 * The device's calendar day, as domain/progress's localDay gives it, without Intl: every page shows the
 * footer's year, and a page's first Intl use readies the browser's locale data, a long task on a phone.
 */
function today(): Day {
  const now = new Date();
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
/**
 * Today; while the build renders a page or the browser hydrates it, the day it was rendered on. Nothing
 * announces a new day: a render after midnight reads it.
 */
export function useToday(): Day {
  const hydrating = useHydrating();
  return (hydrating ? prerenderedOn : undefined) ?? today();
}

/** A moment of `day` for formatting it: noon, so no time zone offset moves it to another day. */
export function middayOf(day: Day): Date {
  return new Date(`${day}T12:00:00`);
}
