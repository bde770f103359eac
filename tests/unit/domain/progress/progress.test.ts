import {
  ACTION_IMPACT_ESTIMATE,
  type ActivityRecord,
  addMonths,
  badgeProgress,
  BADGES,
  communityDailyGoal,
  communityDailyProgress,
  communityMonthlyProgress,
  computeStreaks,
  daysBetween,
  deriveProgress,
  emptyProgress,
  hasUnsyncedProgress,
  impactBasisCounts,
  impactForAction,
  localDay,
  markAllRead,
  markRead,
  mergeEarnedProgress,
  monthlyComparison,
  monthlyHistory,
  newAchievements,
  newlyEarnedBadges,
  newStreakMilestones,
  nextStreakMilestone,
  personalBests,
  recentMonths,
  tierAfter,
  tierFor,
  unreadCount,
  weekOf,
} from '../../../../src/domain/progress';
import type { ImpactMetrics } from '../../../../src/domain/types';

const kg = (material_reduced: number): ImpactMetrics => ({
  co2_saved: material_reduced / 2,
  material_reduced,
  water_saved: material_reduced * 3,
  energy_saved: material_reduced * 2,
  trees_equivalent: material_reduced / 10,
});

describe('impact per action', () => {
  it('uses the fixed estimate for recycled and composted, nothing for disposed', () => {
    expect(ACTION_IMPACT_ESTIMATE).toEqual({
      co2_saved: 0.05,
      material_reduced: 0.1,
      water_saved: 0.3,
      energy_saved: 0.2,
      trees_equivalent: 0.01,
    });
    expect(impactForAction('recycled')).toEqual({ metrics: ACTION_IMPACT_ESTIMATE, basis: 'estimate' });
    expect(impactForAction('composted').basis).toBe('estimate');
    expect(impactForAction('disposed')).toEqual({
      metrics: { co2_saved: 0, material_reduced: 0, water_saved: 0, energy_saved: 0, trees_equivalent: 0 },
      basis: 'none',
    });
  });

  it("prefers the analysis's validated figures when it has them", () => {
    expect(impactForAction('recycled', kg(0.4))).toEqual({ metrics: kg(0.4), basis: 'analysis' });
    expect(impactForAction('disposed', kg(0.4)).basis).toBe('none');
  });
});

describe('tiers', () => {
  it.each([
    [0, 'bronze', 25, 0],
    [24.99, 'bronze', 25, 99.96],
    [25, 'silver', 100, 25],
    [99.99, 'silver', 100, 99.99],
    [100, 'gold', 500, 20],
    [499, 'gold', 500, 99.8],
    [500, 'platinum', 1000, 50],
    [5000, 'platinum', 1000, 100],
  ] as const)('%s kg is %s with target %s', (total, tier, next, percent) => {
    const status = tierFor(total);
    expect(status.tier).toBe(tier);
    expect(status.nextTarget).toBe(next);
    expect(status.progressPercent).toBeCloseTo(percent, 6);
  });

  it('names the tier each target leads to', () => {
    expect((['bronze', 'silver', 'gold', 'platinum'] as const).map(tierAfter)).toEqual([
      'silver',
      'gold',
      'platinum',
      null,
    ]);
  });

  it('treats nonsense totals as zero', () => {
    expect(tierFor(Number.NaN)).toEqual({ tier: 'bronze', nextTarget: 25, progressPercent: 0 });
    expect(tierFor(-3).progressPercent).toBe(0);
  });
});

describe('badges', () => {
  it('has the twelve badges of section 9 in order', () => {
    expect(BADGES.map((b) => [b.name, b.thresholdKg])).toEqual([
      ['Recycling Rookie', 10],
      ['Earth Supporter', 50],
      ['Green Beginner', 100],
      ['Eco Warrior', 250],
      ['Planet Protector', 350],
      ['Sustainability Star', 500],
      ['Recycling Champion', 750],
      ['Environmental Elite', 850],
      ['Master Conservator', 1000],
      ['Ultimate Recycler', 2000],
      ['Legendary Environmentalist', 3000],
      ['Supreme Sustainability Icon', 5000],
    ]);
  });

  it('unlocks a badge at exactly its threshold, not just below', () => {
    expect(newlyEarnedBadges(9.99, [])).toEqual([]);
    expect(newlyEarnedBadges(10, []).map((b) => b.id)).toEqual(['recycling-rookie']);
  });

  it('never unlocks a badge twice', () => {
    expect(newlyEarnedBadges(60, ['recycling-rookie']).map((b) => b.id)).toEqual(['earth-supporter']);
    expect(newlyEarnedBadges(60, ['recycling-rookie', 'earth-supporter'])).toEqual([]);
  });

  it('reports progress toward the next badge from the previous threshold', () => {
    expect(badgeProgress(5)).toMatchObject({ nextBadgeThreshold: 10, currentBadgeProgress: 50 });
    expect(badgeProgress(30)).toMatchObject({ nextBadgeThreshold: 50, currentBadgeProgress: 50 });
    expect(badgeProgress(5000)).toEqual({ nextBadge: null, nextBadgeThreshold: null, currentBadgeProgress: 100 });
  });

  it('moves on to the next badge at exactly a threshold', () => {
    expect(badgeProgress(9.99)).toMatchObject({ nextBadgeThreshold: 10 });
    expect(badgeProgress(10)).toMatchObject({ nextBadgeThreshold: 50, currentBadgeProgress: 0 });
    expect(badgeProgress(4999.99).nextBadge?.id).toBe('supreme-sustainability-icon');
  });

  it('unlocks every badge whose threshold a single jump passes, each at exactly its threshold', () => {
    for (const badge of BADGES) {
      expect(newlyEarnedBadges(badge.thresholdKg, []).at(-1)?.id).toBe(badge.id);
      expect(newlyEarnedBadges(badge.thresholdKg - 0.01, []).map((b) => b.id)).not.toContain(badge.id);
    }
    expect(newlyEarnedBadges(5000, [])).toHaveLength(12);
  });

  it('gives the badges the tiers of section 9', () => {
    expect(BADGES.map((b) => b.tier)).toEqual([
      'bronze',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'silver',
      'gold',
      'gold',
      'gold',
      'platinum',
      'platinum',
      'platinum',
    ]);
  });
});

describe('streaks', () => {
  it('counts consecutive days and keeps the streak alive until a whole day is missed', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    expect(computeStreaks(days, '2026-03-03')).toEqual({ current: 3, longest: 3, lastActivityDay: '2026-03-03' });
    expect(computeStreaks(days, '2026-03-04').current).toBe(3);
    expect(computeStreaks(days, '2026-03-05')).toEqual({ current: 0, longest: 3, lastActivityDay: '2026-03-03' });
  });

  it('runs across a month end and restarts after a missed day', () => {
    const days = ['2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01', '2026-02-03', '2026-02-04'];
    expect(computeStreaks(days, '2026-02-04')).toMatchObject({ current: 2, longest: 4 });
    expect(computeStreaks(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01').current).toBe(3);
  });

  it('counts several activities on one day once and ignores future days', () => {
    expect(computeStreaks(['2026-03-01', '2026-03-01', '2026-03-02', '2026-03-09'], '2026-03-02')).toMatchObject({
      current: 2,
      longest: 2,
    });
    expect(computeStreaks([], '2026-03-02')).toEqual({ current: 0, longest: 0, lastActivityDay: null });
  });

  it('creates each milestone of 7, 30, 90, 180 and 365 days once, when the streak reaches it', () => {
    expect(newStreakMilestones(6, [])).toEqual([]);
    expect(newStreakMilestones(7, [])).toEqual([7]);
    expect(newStreakMilestones(7, [7])).toEqual([]);
    expect(newStreakMilestones(29, [7])).toEqual([]);
    expect(newStreakMilestones(30, [7])).toEqual([30]);
    expect(newStreakMilestones(89, [7, 30])).toEqual([]);
    expect(newStreakMilestones(90, [7, 30])).toEqual([90]);
    expect(newStreakMilestones(180, [7, 30, 90])).toEqual([180]);
    expect(newStreakMilestones(365, [7, 30, 90, 180])).toEqual([365]);
    expect(newStreakMilestones(400, [7, 30, 90, 180, 365])).toEqual([]);
  });

  it('still awards a milestone the streak passed between two looks at the dashboard', () => {
    expect(newStreakMilestones(9, [])).toEqual([7]);
    expect(newStreakMilestones(31, [])).toEqual([7, 30]);
  });

  it('names the next milestone to aim for', () => {
    expect([0, 6, 7, 29, 30, 364, 365].map(nextStreakMilestone)).toEqual([7, 7, 30, 30, 90, 365, null]);
  });

  it('runs across a year end and breaks after one missed day', () => {
    expect(computeStreaks(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-02').current).toBe(3);
    expect(computeStreaks(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-03')).toMatchObject({
      current: 0,
      longest: 3,
    });
    expect(computeStreaks(['2026-01-30', '2026-02-01'], '2026-02-01')).toMatchObject({ current: 1, longest: 1 });
  });
});

describe('days', () => {
  it('reads the calendar day in the given time zone', () => {
    expect(localDay('2026-03-01T23:30:00Z', 'UTC')).toBe('2026-03-01');
    expect(localDay('2026-03-01T23:30:00Z', 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDay('2026-03-01T03:30:00Z', 'America/Chicago')).toBe('2026-02-28');
  });

  it('does month and week arithmetic', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(weekOf('2026-03-08')).toBe('2026-03-02');
    expect(weekOf('2026-03-02')).toBe('2026-03-02');
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('history', () => {
  const entries = [
    { timestamp: '2026-01-15T10:00:00Z', weightKg: 2 },
    { timestamp: '2026-02-10T10:00:00Z', weightKg: 1 },
    { timestamp: '2026-02-10T18:00:00Z', weightKg: 0.5 },
    { timestamp: '2026-03-02T10:00:00Z', weightKg: 3 },
    { timestamp: '2025-03-20T10:00:00Z', weightKg: 6 },
  ];

  it('groups kilograms by year-month', () => {
    expect(monthlyHistory(entries, 'UTC')).toEqual({ '2026-01': 2, '2026-02': 1.5, '2026-03': 3, '2025-03': 6 });
  });

  it('finds personal bests by day, week and month', () => {
    expect(personalBests(entries, 'UTC')).toEqual({ day: 6, week: 6, month: 6 });
    expect(personalBests([], 'UTC')).toEqual({ day: 0, week: 0, month: 0 });
  });

  it('compares this month, last month, the yearly average and the best month from real records', () => {
    const history = monthlyHistory(entries, 'UTC');
    const comparison = monthlyComparison(history, '2026-03-20');
    expect(comparison.currentMonth).toBe(3);
    expect(comparison.previousMonth).toBe(1.5);
    // Twelve months ending March 2026: April 2025..March 2026 — March 2025 is outside.
    expect(comparison.yearlyAverage).toBeCloseTo((2 + 1.5 + 3) / 12, 10);
    expect(comparison.personalBest).toBe(6);
  });

  it('compares January with the December before it, and averages over twelve months with empty ones as zero', () => {
    const comparison = monthlyComparison({ '2025-12': 4, '2026-01': 1, '2025-02': 7, '2025-01': 100 }, '2026-01-05');
    expect(comparison.currentMonth).toBe(1);
    expect(comparison.previousMonth).toBe(4);
    // February 2025 .. January 2026; January 2025 is thirteen months back.
    expect(comparison.yearlyAverage).toBeCloseTo(12 / 12, 10);
    expect(comparison.personalBest).toBe(100);
    expect(monthlyComparison({}, '2026-01-05')).toEqual({
      currentMonth: 0,
      previousMonth: 0,
      yearlyAverage: 0,
      personalBest: 0,
    });
  });

  it('counts a week that spans two months as one week, from Monday', () => {
    const bests = personalBests(
      [
        { timestamp: '2026-03-30T10:00:00Z', weightKg: 1 },
        { timestamp: '2026-04-02T10:00:00Z', weightKg: 2 },
        { timestamp: '2026-04-06T10:00:00Z', weightKg: 2.5 },
      ],
      'UTC',
    );
    expect(bests).toEqual({ day: 2.5, week: 3, month: 4.5 });
  });

  it("puts a record in the person's own day and month", () => {
    const entries = [{ timestamp: '2026-03-31T23:30:00Z', weightKg: 1 }];
    expect(monthlyHistory(entries, 'UTC')).toEqual({ '2026-03': 1 });
    expect(monthlyHistory(entries, 'Asia/Tokyo')).toEqual({ '2026-04': 1 });
  });

  it('lists the last twelve months oldest first, zeros included', () => {
    const months = recentMonths({ '2026-03': 3, '2025-04': 1 }, '2026-03-20');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-04', kg: 1 });
    expect(months[11]).toEqual({ month: '2026-03', kg: 3 });
    expect(months[5]).toEqual({ month: '2025-09', kg: 0 });
  });

  it('measures community goals: 1000 kg a day per user, 30000 kg a month', () => {
    expect([0, 1, 3].map(communityDailyGoal)).toEqual([1000, 1000, 3000]);
    expect(communityDailyProgress(500, 1)).toBe(50);
    expect(communityDailyProgress(1000, 2)).toBe(50);
    expect(communityDailyProgress(5000, 1)).toBe(100);
    expect(communityMonthlyProgress(15000)).toBe(50);
  });
});

describe('achievements and progress', () => {
  const at = (iso: string, kgs: number): ActivityRecord => ({ timestamp: iso, impact: kg(kgs) });

  it('derives totals, tier, streak and month from records', () => {
    const records = [at('2026-03-01T10:00:00Z', 4), at('2026-03-02T10:00:00Z', 6), at('2026-03-03T10:00:00Z', 0.1)];
    const { progress, earned } = deriveProgress(records, undefined, new Date('2026-03-03T12:00:00Z'), 'UTC');
    expect(progress.totalRecycled).toBeCloseTo(10.1, 10);
    expect(progress.co2Saved).toBeCloseTo(5.05, 10);
    expect(progress.currentStreak).toBe(3);
    expect(progress.currentTier).toBe('bronze');
    expect(progress.monthlyTotal).toBeCloseTo(10.1, 10);
    expect(progress.unlockedBadges).toEqual(['recycling-rookie']);
    expect(earned.map((a) => a.id)).toEqual(['badge:recycling-rookie']);
    expect(progress.notifications).toHaveLength(1);
    expect(progress.notifications[0]?.read).toBe(false);
  });

  it('does not award an achievement again on the next update', () => {
    const records = [at('2026-03-01T10:00:00Z', 12)];
    const first = deriveProgress(records, undefined, new Date('2026-03-01T12:00:00Z'), 'UTC');
    const second = deriveProgress(
      [...records, at('2026-03-01T13:00:00Z', 1)],
      first.progress,
      new Date('2026-03-01T14:00:00Z'),
      'UTC',
    );
    expect(second.earned).toEqual([]);
    expect(second.progress.achievements).toHaveLength(1);
  });

  it('creates a streak achievement on the seventh day in a row', () => {
    const records = Array.from({ length: 7 }, (_, i) => at(`2026-03-0${i + 1}T10:00:00Z`, 0.1));
    const six = deriveProgress(records.slice(0, 6), undefined, new Date('2026-03-06T12:00:00Z'), 'UTC');
    expect(six.earned).toEqual([]);
    const seven = deriveProgress(records, six.progress, new Date('2026-03-07T12:00:00Z'), 'UTC');
    expect(seven.earned.map((a) => a.id)).toEqual(['streak:7']);
    expect(newAchievements(0.7, 7, seven.progress.achievements, 'x').achievements).toEqual([]);
  });

  it('marks a notification read, or all of them', () => {
    const { notifications } = newAchievements(50, 7, [], '2026-03-01T00:00:00Z');
    expect(unreadCount(notifications)).toBe(3);
    const read = markRead(notifications, notifications[0]!.id);
    expect(read[0]?.read).toBe(true);
    expect(unreadCount(read)).toBe(2);
    expect(unreadCount(markAllRead(read))).toBe(0);
  });

  it('keeps badges earned when records are deleted later, while the tier follows the totals', () => {
    const first = deriveProgress([at('2026-03-01T10:00:00Z', 30)], undefined, new Date('2026-03-01T12:00:00Z'), 'UTC');
    expect(first.progress).toMatchObject({ currentTier: 'silver', unlockedBadges: ['recycling-rookie'] });
    const after = deriveProgress([], first.progress, new Date('2026-03-02T12:00:00Z'), 'UTC');
    expect(after.progress).toMatchObject({
      currentTier: 'bronze',
      totalRecycled: 0,
      unlockedBadges: ['recycling-rookie'],
    });
    expect(after.earned).toEqual([]);
  });

  it('counts which actions used the analysis figures and which the fixed estimate', () => {
    const none = { co2_saved: 0, material_reduced: 0, water_saved: 0, energy_saved: 0, trees_equivalent: 0 };
    expect(
      impactBasisCounts([
        { timestamp: 'x', impact: kg(0.1), basis: 'estimate' },
        { timestamp: 'x', impact: kg(0.4), basis: 'analysis' },
        { timestamp: 'x', impact: none, basis: 'none' },
        { timestamp: 'x', impact: kg(0.1) },
        { timestamp: 'x', impact: none },
      ]),
    ).toEqual({ analysis: 1, estimate: 2 });
  });

  it('merges what the data layer and this device remember, each achievement once and read if read anywhere', () => {
    const server = newAchievements(10, 0, [], '2026-03-01T00:00:00Z');
    const device = newAchievements(50, 7, [], '2026-03-02T00:00:00Z');
    const deviceRead = { achievements: device.achievements, notifications: markAllRead(device.notifications) };
    const merged = mergeEarnedProgress(server, deviceRead);
    expect(merged.achievements.map((a) => [a.id, a.date])).toEqual([
      ['badge:recycling-rookie', '2026-03-01T00:00:00Z'],
      ['badge:earth-supporter', '2026-03-02T00:00:00Z'],
      ['streak:7', '2026-03-02T00:00:00Z'],
    ]);
    expect(merged.notifications.every((n) => n.read)).toBe(true);
    expect(hasUnsyncedProgress(server, deviceRead)).toBe(true);
    expect(hasUnsyncedProgress(merged, deviceRead)).toBe(false);
    expect(hasUnsyncedProgress(merged, server)).toBe(false);
  });

  it('starts from zero with nothing recorded', () => {
    expect(emptyProgress(new Date('2026-03-01T00:00:00Z'), 'UTC')).toMatchObject({
      totalRecycled: 0,
      co2Saved: 0,
      impactBasis: { analysis: 0, estimate: 0 },
      notifications: [],
    });
  });

  it('gives zeros for a person with no records', () => {
    const { progress } = deriveProgress([], undefined, new Date('2026-03-01T00:00:00Z'), 'UTC');
    expect(progress).toMatchObject({
      totalRecycled: 0,
      currentStreak: 0,
      longestStreak: 0,
      currentTier: 'bronze',
      unlockedBadges: [],
      dailyAverage: 0,
    });
  });
});
