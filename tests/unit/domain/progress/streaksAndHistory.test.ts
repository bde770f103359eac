import {
  addMonths,
  communityDailyGoal,
  communityDailyProgress,
  communityMonthlyProgress,
  computeStreaks,
  daysBetween,
  localDay,
  monthlyComparison,
  monthlyHistory,
  newStreakMilestones,
  nextStreakMilestone,
  personalBests,
  recentMonths,
  weekOf,
} from '../../../../src/domain/progress';

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
    { day: '2026-01-15', weightKg: 2 },
    { day: '2026-02-10', weightKg: 1 },
    { day: '2026-02-10', weightKg: 0.5 },
    { day: '2026-03-02', weightKg: 3 },
    { day: '2025-03-20', weightKg: 6 },
  ];

  it('groups kilograms by year-month', () => {
    expect(monthlyHistory(entries)).toEqual({ '2026-01': 2, '2026-02': 1.5, '2026-03': 3, '2025-03': 6 });
  });

  it('finds personal bests by day, week and month', () => {
    expect(personalBests(entries)).toEqual({ day: 6, week: 6, month: 6 });
    expect(personalBests([])).toEqual({ day: 0, week: 0, month: 0 });
  });

  it('compares this month, last month, the yearly average and the best month from real records', () => {
    const history = monthlyHistory(entries);
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
    const bests = personalBests([
      { day: '2026-03-30', weightKg: 1 },
      { day: '2026-04-02', weightKg: 2 },
      { day: '2026-04-06', weightKg: 2.5 },
    ]);
    expect(bests).toEqual({ day: 2.5, week: 3, month: 4.5 });
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
