// When each achievement was earned: the time of the record that crossed its line. Progress is derived
// when the person looks, and records can arrive later (saved offline, from another device, from an
// import), so the moment it is derived is not the moment it was earned.
import { badgeAchievementId, streakAchievementId } from './achievements';
import { BADGES } from './badges';
import { type Day } from './days';
import { dayRuns, STREAK_MILESTONES } from './streaks';

export interface DatedEntry {
  /** ISO time of the record. */
  timestamp: string;
  /** The person's own day of it. */
  day: Day;
  weightKg: number;
}

const timeOf = (entry: DatedEntry) => Date.parse(entry.timestamp) || 0;

/**
 * Achievement id to the ISO time it was earned, for every badge the total reaches and every streak
 * milestone a run reaches, counted in time order: a badge by the record that took the total to its
 * threshold, a streak by the first record of the day that made the run that long (first time only).
 * Days after `today` count for neither, as for the streaks.
 */
export function achievementDates(entries: readonly DatedEntry[], today: Day): Map<string, string> {
  const dates = new Map<string, string>();
  const inOrder = entries.filter((e) => e.day <= today).sort((a, b) => timeOf(a) - timeOf(b));

  let total = 0;
  let badge = 0;
  for (const entry of inOrder) {
    total += entry.weightKg;
    for (; badge < BADGES.length && total >= BADGES[badge]!.thresholdKg; badge++)
      dates.set(badgeAchievementId(BADGES[badge]!.id), entry.timestamp);
  }

  const firstOfDay = new Map<Day, string>();
  for (const entry of inOrder) if (!firstOfDay.has(entry.day)) firstOfDay.set(entry.day, entry.timestamp);
  for (const { day, run } of dayRuns([...firstOfDay.keys()].sort())) {
    const id = streakAchievementId(run);
    if ((STREAK_MILESTONES as readonly number[]).includes(run) && !dates.has(id)) dates.set(id, firstOfDay.get(day)!);
  }
  return dates;
}
