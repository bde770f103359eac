import { emptyProgress } from '../../../../src/domain/progress';
import { createProgressCache, PROGRESS_CACHE_KEYS } from '../../../../src/services/data/progressCache';

const progress = {
  ...emptyProgress(new Date('2026-03-01T00:00:00Z'), 'UTC'),
  totalRecycled: 1.5,
  co2Saved: 0.75,
  waterSaved: 4.5,
  treesEquivalent: 0.15,
  energySaved: 3,
};

describe('progress cache', () => {
  beforeEach(() => localStorage.clear());

  it("keeps the person's progress under the spec's keys, for that person only", () => {
    const cache = createProgressCache();
    cache.writeProgress('ada', progress);
    cache.writeStreak('ada', { current: 2, longest: 5, lastActivityDate: '2026-03-01' });
    cache.writeCommunity({ date: '2026-03-01', totalWeight: 12, totalUsers: 3, monthWeight: 40 });
    expect(Object.keys(localStorage).sort()).toEqual([
      'community_stats',
      'impactStats',
      'recycle-smart-progress',
      'recycling_streak_data',
    ]);
    expect(Object.values(PROGRESS_CACHE_KEYS).sort()).toEqual(Object.keys(localStorage).sort());

    const reopened = createProgressCache();
    expect(reopened.readProgress('ada')).toEqual(progress);
    expect(reopened.readImpactStats('ada')).toEqual({
      co2Saved: 0.75,
      materialReduced: 1.5,
      waterSaved: 4.5,
      treesEquivalent: 0.15,
      energySaved: 3,
    });
    expect(reopened.readStreak('ada')).toEqual({ current: 2, longest: 5, lastActivityDate: '2026-03-01' });
    expect(reopened.readProgress('bob')).toBeNull();
    expect(reopened.readStreak('bob')).toBeNull();
    expect(reopened.readCommunity()).toEqual({ date: '2026-03-01', totalWeight: 12, totalUsers: 3, monthWeight: 40 });
  });

  it('forgets personal figures on sign-out and keeps the public community ones', () => {
    const cache = createProgressCache();
    cache.writeProgress('ada', progress);
    cache.writeStreak('ada', { current: 1, longest: 1, lastActivityDate: null });
    cache.writeCommunity({ date: '2026-03-01', totalWeight: 1, totalUsers: 1, monthWeight: 1 });
    cache.clearPersonal();
    expect(cache.readProgress('ada')).toBeNull();
    expect(cache.readImpactStats('ada')).toBeNull();
    expect(cache.readStreak('ada')).toBeNull();
    expect(cache.readCommunity()).not.toBeNull();
  });

  it('ignores damaged or foreign entries', () => {
    localStorage.setItem('recycle-smart-progress', '{not json');
    localStorage.setItem(
      'recycling_streak_data',
      JSON.stringify({ version: 1, userId: 'ada', value: { current: 'many' } }),
    );
    localStorage.setItem('community_stats', JSON.stringify({ totalWeight: 5 }));
    const cache = createProgressCache();
    expect(cache.readProgress('ada')).toBeNull();
    expect(cache.readStreak('ada')).toBeNull();
    expect(cache.readCommunity()).toBeNull();
  });

  it('remembers nothing, and never throws, without working storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const cache of [createProgressCache(broken), createProgressCache(null)]) {
      cache.writeProgress('ada', progress);
      expect(cache.readProgress('ada')).toBeNull();
      cache.clearPersonal();
    }
    warn.mockRestore();
  });
});
