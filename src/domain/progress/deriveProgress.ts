// The person's progress, derived from their recorded activity. Only what cannot be derived (which
// achievements were earned when, which notifications were read) is carried between calls.
import type { ImpactMetrics } from '../types';
import { achievementDates, type DatedEntry } from './achievementDates';
import { type Achievement, badgeAchievementId, newAchievements, type ProgressNotification } from './achievements';
import { badgeProgress, BADGES } from './badges';
import { type Day, localDay, monthOf } from './days';
import { type ActivityEntry, dailyAverage, monthlyHistory, type PersonalBests, personalBests } from './history';
import { type ImpactBasis, sumImpact } from './impact';
import { computeStreaks } from './streaks';
import { type Tier, tierFor } from './tiers';

export interface ActivityRecord {
  timestamp: string;
  impact: ImpactMetrics;
  /** Absent on records made before the basis was kept: those used the fixed estimate. */
  basis?: ImpactBasis;
}

/** How many recycled or composted actions counted the analysis's validated figures, and how many the fixed estimate. */
export interface ImpactBasisCounts {
  analysis: number;
  estimate: number;
}

export interface Progress {
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: Day | null;
  currentTier: Tier;
  nextTierTarget: number;
  tierProgress: number;
  totalRecycled: number;
  monthlyTotal: number;
  dailyAverage: number;
  personalBests: PersonalBests;
  unlockedBadges: string[];
  currentBadgeProgress: number;
  nextBadgeThreshold: number | null;
  monthlyHistory: Record<string, number>;
  co2Saved: number;
  waterSaved: number;
  treesEquivalent: number;
  energySaved: number;
  impactBasis: ImpactBasisCounts;
  achievements: Achievement[];
  notifications: ProgressNotification[];
}

export interface ProgressUpdate {
  progress: Progress;
  /** Achievements earned by this update, to announce. */
  earned: Achievement[];
}

export function deriveProgress(
  records: readonly ActivityRecord[],
  previous: Pick<Progress, 'achievements' | 'notifications'> = { achievements: [], notifications: [] },
  now: Date = new Date(),
  timeZone?: string,
): ProgressUpdate {
  const today = localDay(now, timeZone);
  const entries: (ActivityEntry & DatedEntry)[] = records.map((r) => ({
    timestamp: r.timestamp,
    day: localDay(r.timestamp, timeZone),
    weightKg: r.impact.material_reduced,
  }));
  const totals = sumImpact(records.map((r) => r.impact));
  const streaks = computeStreaks(
    entries.map((entry) => entry.day),
    today,
  );
  const history = monthlyHistory(entries);
  const tier = tierFor(totals.material_reduced);
  const badges = badgeProgress(totals.material_reduced);
  const fresh = newAchievements(
    totals.material_reduced,
    streaks.longest,
    previous.achievements,
    now.toISOString(),
    achievementDates(entries, today),
  );
  const achievements = [...previous.achievements, ...fresh.achievements];
  const earnedIds = new Set(achievements.map((a) => a.id));

  return {
    earned: fresh.achievements,
    progress: {
      currentStreak: streaks.current,
      longestStreak: streaks.longest,
      lastActivityDate: streaks.lastActivityDay,
      currentTier: tier.tier,
      nextTierTarget: tier.nextTarget,
      tierProgress: tier.progressPercent,
      totalRecycled: totals.material_reduced,
      monthlyTotal: history[monthOf(today)] ?? 0,
      dailyAverage: dailyAverage(entries),
      personalBests: personalBests(entries),
      unlockedBadges: BADGES.filter((b) => earnedIds.has(badgeAchievementId(b.id))).map((b) => b.id),
      currentBadgeProgress: badges.currentBadgeProgress,
      nextBadgeThreshold: badges.nextBadgeThreshold,
      monthlyHistory: history,
      co2Saved: totals.co2_saved,
      waterSaved: totals.water_saved,
      treesEquivalent: totals.trees_equivalent,
      energySaved: totals.energy_saved,
      impactBasis: impactBasisCounts(records),
      achievements,
      notifications: [...previous.notifications, ...fresh.notifications],
    },
  };
}

export function impactBasisCounts(records: readonly ActivityRecord[]): ImpactBasisCounts {
  const counts: ImpactBasisCounts = { analysis: 0, estimate: 0 };
  for (const record of records) {
    const basis = record.basis ?? (record.impact.material_reduced > 0 ? 'estimate' : 'none');
    if (basis !== 'none') counts[basis] += 1;
  }
  return counts;
}

/** Progress with nothing recorded: what a failed load falls back to. */
export function emptyProgress(now: Date = new Date(), timeZone?: string): Progress {
  return deriveProgress([], undefined, now, timeZone).progress;
}
