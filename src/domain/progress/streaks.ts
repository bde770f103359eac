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
  const runs = dayRuns([...new Set(activeDays)].filter((d) => d <= today).sort());
  const last = runs.at(-1);
  if (!last) return { current: 0, longest: 0, lastActivityDay: null };
  const alive = last.day === today || last.day === addDays(today, -1);
  return { current: alive ? last.run : 0, longest: Math.max(...runs.map((r) => r.run)), lastActivityDay: last.day };
}

/** Each of the active days (sorted, each once) with the length of the run of consecutive days it ends. */
export function dayRuns(days: readonly Day[]): { day: Day; run: number }[] {
  const runs: { day: Day; run: number }[] = [];
  days.forEach((day, i) => {
    const continues = i > 0 && daysBetween(days[i - 1]!, day) === 1;
    runs.push({ day, run: continues ? runs[i - 1]!.run + 1 : 1 });
  });
  return runs;
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
