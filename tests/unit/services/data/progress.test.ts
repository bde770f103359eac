import 'fake-indexeddb/auto';
import { createLocalDataStore } from '../../../../src/services/data/local/localStore';
import { loadProgress } from '../../../../src/services/data/progress';

describe('loadProgress', () => {
  it('derives progress from the records and announces each achievement once', async () => {
    const store = createLocalDataStore({ dbName: 'progress-test' });
    await store.auth.signUp({ email: 'ada@example.org', password: 'secret1' });
    const impact = { co2_saved: 1, material_reduced: 6, water_saved: 1, energy_saved: 1, trees_equivalent: 0.1 };
    await store.recordActivity({ action: 'recycled', itemCategory: 'Crate', material: 'plastic', city: null, impact });
    await store.recordActivity({ action: 'recycled', itemCategory: 'Crate', material: 'plastic', city: null, impact });

    const first = await loadProgress(store);
    expect(first.progress.totalRecycled).toBe(12);
    expect(first.progress.currentStreak).toBe(1);
    expect(first.earned.map((a) => a.id)).toEqual(['badge:recycling-rookie']);

    const again = await loadProgress(store);
    expect(again.earned).toEqual([]);
    expect(again.progress.unlockedBadges).toEqual(['recycling-rookie']);
    expect((await store.loadProgress()).achievements.map((a) => a.id)).toEqual(['badge:recycling-rookie']);
  });
});
