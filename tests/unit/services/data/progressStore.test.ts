import 'fake-indexeddb/auto';

import { markAllRead } from '../../../../src/domain/progress';
import { loadProgress } from '../../../../src/services/data/progressStore';
import { testLocalStore } from '../../helpers/localStore';

let n = 0;
const impact = { co2_saved: 1, material_reduced: 6, water_saved: 1, energy_saved: 1, trees_equivalent: 0.1 };

async function personWithTwelveKg() {
  const store = testLocalStore({ dbName: `progress-test-${++n}` });
  await store.auth.signUp({ email: 'ada@example.org', password: 'secret1' });
  await store.recordActivity({ action: 'recycled', itemCategory: 'Crate', material: 'plastic', city: null, impact });
  await store.recordActivity({
    action: 'recycled',
    itemCategory: 'Crate',
    material: 'plastic',
    city: null,
    impact,
    basis: 'analysis',
  });
  return store;
}

describe('loadProgress', () => {
  it('derives progress from the records and announces each achievement once', async () => {
    const store = await personWithTwelveKg();
    const first = await loadProgress(store);
    expect(first.progress.totalRecycled).toBe(12);
    expect(first.progress.currentStreak).toBe(1);
    expect(first.progress.impactBasis).toEqual({ analysis: 1, estimate: 1 });
    expect(first.earned.map((a) => a.id)).toEqual(['badge:recycling-rookie']);
    expect(first.syncError).toBeUndefined();

    const again = await loadProgress(store);
    expect(again.earned).toEqual([]);
    expect(again.progress.unlockedBadges).toEqual(['recycling-rookie']);
    expect((await store.loadProgress()).achievements.map((a) => a.id)).toEqual(['badge:recycling-rookie']);
  });

  it('keeps what the device earned or read while a sync failed, and syncs it next time', async () => {
    const store = await personWithTwelveKg();
    const failing = { ...store, saveProgress: () => Promise.reject(new Error('offline')) };
    const offline = await loadProgress(failing);
    expect(offline.syncError).toEqual(new Error('offline'));
    expect(offline.progress.unlockedBadges).toEqual(['recycling-rookie']);
    expect((await store.loadProgress()).achievements).toEqual([]);

    const local = {
      achievements: offline.progress.achievements,
      notifications: markAllRead(offline.progress.notifications),
    };
    const online = await loadProgress(store, { local });
    expect(online.syncError).toBeUndefined();
    expect(online.earned).toEqual([]);
    const stored = await store.loadProgress();
    expect(stored.achievements.map((a) => a.id)).toEqual(['badge:recycling-rookie']);
    expect(stored.notifications.map((x) => x.read)).toEqual([true]);
  });

  it('throws when the records cannot be read', async () => {
    const store = await personWithTwelveKg();
    await expect(loadProgress({ ...store, listActivity: () => Promise.reject(new Error('down')) })).rejects.toThrow(
      'down',
    );
  });
});
