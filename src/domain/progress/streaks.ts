import { addDays, type Day, daysBetween } from './days';

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

/**
 * The milestones a streak has reached that are not recorded yet, each recorded once. Progress is
 * derived when the person looks, not on every action, so a milestone the streak passed between two
 * looks (the longest run) still counts, rather than only one the current streak equals that day.
 */
export function newStreakMilestones(reachedStreak: number, recorded: readonly number[]): number[] {
  return STREAK_MILESTONES.filter((m) => m <= reachedStreak && !recorded.includes(m));
}

/** The next milestone the current streak is heading for, or null past the last one. */
export function nextStreakMilestone(currentStreak: number): number | null {
  return STREAK_MILESTONES.find((m) => m > currentStreak) ?? null;
}
