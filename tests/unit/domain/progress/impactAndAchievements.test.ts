import {
  achievementDates,
  ACTION_IMPACT_ESTIMATE,
  type ActivityRecord,
  advisedAction,
  badgeProgress,
  BADGES,
  deriveProgress,
  emptyProgress,
  hasUnsyncedProgress,
  impactBasisCounts,
  impactForAction,
  localDay,
  markAllRead,
  markRead,
  mergeEarnedProgress,
  newAchievements,
  newlyEarnedBadges,
  tierAfter,
  tierFor,
  unreadCount,
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

  it('advises the mark that does what the verdict says, and none for a reuse or special drop-off', () => {
    expect(advisedAction('recycling')).toBe('recycled');
    expect(advisedAction('compost')).toBe('composted');
    expect(advisedAction('landfill')).toBe('disposed');
    expect(advisedAction('hazardous')).toBe('disposed');
    expect(advisedAction('drop-off')).toBeUndefined();
    expect(advisedAction(undefined)).toBeUndefined();
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

describe('achievements and progress', () => {
  const at = (iso: string, kgs: number): ActivityRecord => ({ timestamp: iso, impact: kg(kgs) });
  const entry = (timestamp: string, timeZone: string, weightKg = 0.1) => ({
    timestamp,
    day: localDay(timestamp, timeZone),
    weightKg,
  });

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

  it("puts a record in the person's own day, week and month", () => {
    const records = [at('2026-03-31T23:30:00Z', 1), at('2026-04-01T01:00:00Z', 2)];
    const now = new Date('2026-04-01T03:00:00Z');
    const inUtc = deriveProgress(records, undefined, now, 'UTC').progress;
    expect(inUtc.monthlyHistory).toEqual({ '2026-03': 1, '2026-04': 2 });
    expect(inUtc.personalBests).toEqual({ day: 2, week: 3, month: 2 });
    expect(inUtc.dailyAverage).toBe(1.5);
    const inTokyo = deriveProgress(records, undefined, now, 'Asia/Tokyo').progress;
    expect(inTokyo.monthlyHistory).toEqual({ '2026-04': 3 });
    expect(inTokyo.personalBests).toEqual({ day: 3, week: 3, month: 3 });
    expect(inTokyo.dailyAverage).toBe(3);
    expect(inTokyo.currentStreak).toBe(1);
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

  it('dates an achievement by the record that earned it, not by the day progress was next looked at', () => {
    const week = Array.from({ length: 7 }, (_, i) => at(`2026-03-0${i + 1}T10:00:00Z`, 2));
    // Out of order, as records merged from two devices come; looked at two weeks later.
    const records = [week[6]!, ...week.slice(0, 6), at('2026-03-07T18:00:00Z', 1)];
    const { earned, progress } = deriveProgress(records, undefined, new Date('2026-03-21T12:00:00Z'), 'UTC');
    expect(earned.map((a) => [a.id, a.date])).toEqual([
      // 2 + 2 + 2 + 2 + 2: the fifth day's record took the total to 10 kg.
      ['badge:recycling-rookie', '2026-03-05T10:00:00Z'],
      ['streak:7', '2026-03-07T10:00:00Z'],
    ]);
    expect(progress.notifications.map((n) => n.date)).toEqual(['2026-03-05T10:00:00Z', '2026-03-07T10:00:00Z']);
  });

  it('dates a streak milestone by the first run that reached it, in the person’s own days', () => {
    const days = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `2026-03-${String(from + i).padStart(2, '0')}T10:00:00Z`);
    const twoRuns = [...days(1, 7), ...days(10, 8)].map((t) => entry(t, 'UTC'));
    expect([...achievementDates(twoRuns, '2026-03-31')]).toEqual([['streak:7', '2026-03-07T10:00:00Z']]);
    // Six days in UTC; in Tokyo the late record of the sixth is the seventh day's.
    const sixDays = [...days(1, 6), '2026-03-06T16:00:00Z'];
    expect(
      achievementDates(
        sixDays.map((t) => entry(t, 'UTC')),
        '2026-03-31',
      ).size,
    ).toBe(0);
    expect([
      ...achievementDates(
        sixDays.map((t) => entry(t, 'Asia/Tokyo')),
        '2026-03-31',
      ),
    ]).toEqual([['streak:7', '2026-03-06T16:00:00Z']]);
  });

  it('counts no record of a day after today, as the streaks do not', () => {
    const dates = achievementDates([entry('2026-03-02T10:00:00Z', 'UTC', 12)], '2026-03-01');
    expect(dates.size).toBe(0);
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
