import { addDays, daysBetween, type Day } from './days';

export const STREAK_MILESTONES = [7, 30, 90, 180, 365] as const;

export interface Streaks {
  current: number;
  longest: number;
  lastActivityDay: Day | null;
}

/**
 * Consecutive days with at least one activity. The current streak is alive while the last active day
 * is today or yesterday (today may still come), and is 0 once a whole day has been missed.
 */
export function computeStreaks(activeDays: Iterable<Day>, today: Day): Streaks {
  const days = [...new Set(activeDays)].filter((d) => d <= today).sort();
  if (days.length === 0) return { current: 0, longest: 0, lastActivityDay: null };

  let longest = 1;
  let run = 1;
  for (let i = 1; i < days.length; i++) {
    run = daysBetween(days[i - 1]!, days[i]!) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }

  const last = days[days.length - 1]!;
  const alive = last === today || last === addDays(today, -1);
  return { current: alive ? run : 0, longest, lastActivityDay: last };
}

/** A milestone is reached on the day the current streak equals it, and recorded only once. */
export function newStreakMilestones(currentStreak: number, recorded: readonly number[]): number[] {
  return STREAK_MILESTONES.filter((m) => m === currentStreak && !recorded.includes(m));
}
