import 'fake-indexeddb/auto';

import { createStore } from 'jotai';

import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { AnalysisResult, IdentifiedItem } from '../../../src/domain/types';
import { initI18n } from '../../../src/i18n';
import { type DataStore, DataStoreError } from '../../../src/services/data/dataStore';
import { LOCAL_ACCESS_TOKEN_SECONDS, LOCAL_REFRESH_TOKEN_SECONDS } from '../../../src/services/data/local/localStore';
import { createPendingBookmarkStore } from '../../../src/services/data/pendingBookmark';
import { bookmarkResultAtom, dataRevisionAtom, sessionAtom, signInAtom, signUpAtom } from '../../../src/state/account';
import { recordActionAtom, writeScanHistoryAtom } from '../../../src/state/activity';
import { changeItemAnswerAtom, saveCurrentScanAtom, scanResultAtom } from '../../../src/state/scanResult';
import { scanServicesAtom } from '../../../src/state/scanServices';
import { startSession } from '../../../src/state/sessionLifecycle';
import { signOutAtom } from '../../../src/state/signOut';
import { toastsAtom } from '../../../src/state/toast';
import { testLocalStore } from '../helpers/localStore';
import { analysisFor, ASKED_FOR_A_BATTERY, deferred, scanServicesStandIn } from '../helpers/scanStandIns';

let n = 0;
const fresh = () => {
  n += 1;
  return { dbName: `session-test-${n}`, deviceDb: `session-device-${n}` };
};
const PASSWORD = 'secret-password';

async function started(dataStore: DataStore, deviceDb: string) {
  const store = createStore();
  const pendingBookmarks = createPendingBookmarkStore(deviceDb);
  await startSession(store, { dataStore, pendingBookmarks });
  return { store, pendingBookmarks };
}

beforeAll(async () => {
  await initI18n();
});

describe('startSession', () => {
  it('ends loading signed out when there is no session', async () => {
    const { dbName, deviceDb } = fresh();
    const { store } = await started(testLocalStore({ dbName }), deviceDb);
    expect(store.get(sessionAtom)).toEqual({ status: 'signedOut' });
  });

  it('restores a stored session after a reload', async () => {
    const { dbName, deviceDb } = fresh();
    const { user } = await testLocalStore({ dbName }).auth.signUp({
      email: 'ada@example.org',
      password: PASSWORD,
    });
    const { store } = await started(testLocalStore({ dbName }), deviceDb);
    expect(store.get(sessionAtom)).toEqual({ status: 'signedIn', user: { id: user.id, email: 'ada@example.org' } });
  });

  it("says 'Session expired. Please log in again.' when a session cannot be refreshed", async () => {
    const { dbName, deviceDb } = fresh();
    await testLocalStore({ dbName }).auth.signUp({ email: 'ada@example.org', password: PASSWORD });
    const later = new Date(Date.now() + (LOCAL_ACCESS_TOKEN_SECONDS + LOCAL_REFRESH_TOKEN_SECONDS + 60) * 1000);
    const { store } = await started(testLocalStore({ dbName, now: () => later }), deviceDb);
    expect(store.get(sessionAtom)).toEqual({ status: 'signedOut', error: 'session_expired' });
    expect(store.get(toastsAtom).map((t) => [t.type, t.message])).toEqual([
      ['warning', 'Session expired. Please log in again.'],
    ]);
  });

  it('follows sign-in and sign-out, including from another tab', async () => {
    const { dbName, deviceDb } = fresh();
    const { store } = await started(testLocalStore({ dbName }), deviceDb);
    const user = await store.set(signUpAtom, { email: 'ada@example.org', password: PASSWORD });
    expect(store.get(sessionAtom)).toMatchObject({ status: 'signedIn', user: { id: user.user.id } });
    await testLocalStore({ dbName }).auth.signOut();
    await vi.waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: 'signedOut' }));
    await store.set(signInAtom, { email: 'ada@example.org', password: PASSWORD });
    expect(store.get(sessionAtom).status).toBe('signedIn');
    await store.set(signOutAtom);
    expect(store.get(sessionAtom)).toEqual({ status: 'signedOut' });
  });

  it('moves the revision counters when data changes, so widgets refresh', async () => {
    const { dbName, deviceDb } = fresh();
    const { store } = await started(testLocalStore({ dbName }), deviceDb);
    await store.set(signUpAtom, { email: 'ada@example.org', password: PASSWORD });
    const before = store.get(dataRevisionAtom);
    await store.set(recordActionAtom, {
      action: 'recycled',
      item: { label: 'Can', material: 'metal' },
      city: 'Austin',
    });
    expect(store.get(dataRevisionAtom).recycling_records).toBe(before.recycling_records + 1);
    expect(store.get(dataRevisionAtom).community_stats).toBe(before.community_stats + 1);
  });
});

describe('bookmarks', () => {
  it('holds a signed-out bookmark as pending across a reload and saves it at sign-in', async () => {
    const { dbName, deviceDb } = fresh();
    await testLocalStore({ dbName }).auth.signUp({ email: 'ada@example.org', password: PASSWORD });
    await testLocalStore({ dbName }).auth.signOut();

    const first = await started(testLocalStore({ dbName }), deviceDb);
    expect(await first.store.set(bookmarkResultAtom, { label: 'Pizza box' })).toBe('pending');

    // A reload: a new page with the same device storage.
    const dataStore = testLocalStore({ dbName });
    const second = await started(dataStore, deviceDb);
    expect(await second.pendingBookmarks.get()).toEqual({ label: 'Pizza box' });
    await second.store.set(signInAtom, { email: 'ada@example.org', password: PASSWORD });
    await vi.waitFor(async () =>
      expect((await dataStore.listBookmarks()).map((b) => b.resultData)).toEqual([{ label: 'Pizza box' }]),
    );
    expect(await second.pendingBookmarks.get()).toBeNull();
    expect(await second.store.set(bookmarkResultAtom, { label: 'Glass jar' })).toBe('saved');
    expect(await dataStore.listBookmarks()).toHaveLength(2);
  });

  it('keeps the pending bookmark and only logs when saving it fails', async () => {
    const { dbName, deviceDb } = fresh();
    const dataStore = testLocalStore({ dbName });
    const failing: DataStore = {
      ...dataStore,
      addBookmark: () => Promise.reject(new DataStoreError('network', 'offline')),
    };
    const { store, pendingBookmarks } = await started(failing, deviceDb);
    await store.set(bookmarkResultAtom, { label: 'Battery' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.set(signUpAtom, { email: 'ada@example.org', password: PASSWORD });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
    expect(store.get(sessionAtom).status).toBe('signedIn');
    expect(await pendingBookmarks.get()).toEqual({ label: 'Battery' });
  });
});

describe('recording', () => {
  const items: IdentifiedItem[] = [
    { id: 'glass-jar', label: 'Glass jar', material: 'glass', confidence: 0.8, source: 'device' },
  ];
  const analysis: AnalysisResult = {
    classification: {
      category: 'Glass jar',
      material: 'glass',
      disposal_type: 'recycling',
      confidence: 0.8,
      reasoning: '',
    },
    materialBreakdown: [],
    ecoTips: [],
    sustainableHabits: [],
    overallRecyclability: Number.NaN,
    disposalInstructions: { steps: [], location: 'Austin' },
    source: 'knowledge-base',
  };

  it('refuses Take Action when signed out and records it with its impact when signed in', async () => {
    const { dbName, deviceDb } = fresh();
    const dataStore = testLocalStore({ dbName });
    const { store } = await started(dataStore, deviceDb);
    await expect(
      store.set(recordActionAtom, { action: 'recycled', item: { label: 'Jar', material: 'glass' }, city: null }),
    ).rejects.toThrow('Must be authenticated to record activity');
    await store.set(signUpAtom, { email: 'ada@example.org', password: PASSWORD });
    const recycled = await store.set(recordActionAtom, {
      action: 'recycled',
      item: { label: 'Jar', material: 'glass' },
      city: 'Austin',
    });
    expect(recycled).toMatchObject({ basis: 'estimate', impact: { co2_saved: 0.05, material_reduced: 0.1 } });
    const disposed = await store.set(recordActionAtom, {
      action: 'disposed',
      item: { label: 'Jar', material: 'glass' },
      city: 'Austin',
    });
    expect(disposed.basis).toBe('none');
    expect((await dataStore.activityTotals()).total_material_reduced).toBeCloseTo(0.1, 9);
  });

  it('saves a scan once per result, only when signed in, with the spec defaults', async () => {
    const { dbName, deviceDb } = fresh();
    const dataStore = testLocalStore({ dbName });
    const { store } = await started(dataStore, deviceDb);
    const toSave = {
      resultId: crypto.randomUUID(),
      items,
      analysis,
      impact: { co2_saved: 1, material_reduced: 1, water_saved: 1, energy_saved: 9, trees_equivalent: 0 },
      facilities: [],
    };
    expect(await store.set(writeScanHistoryAtom, { kind: 'save', scan: async () => toSave })).toBe(false);
    await store.set(signUpAtom, { email: 'ada@example.org', password: PASSWORD });
    expect(await store.set(writeScanHistoryAtom, { kind: 'save', scan: async () => toSave })).toBe(true);
    expect(await store.set(writeScanHistoryAtom, { kind: 'save', scan: async () => toSave })).toBe(false);
    const [saved] = await dataStore.listScans(0);
    expect(saved).toMatchObject({
      id: toSave.resultId,
      overall_recyclability: 50,
      impact_metrics: { energy_saved: 0.2, co2_saved: 1 },
    });
    expect(await dataStore.countScans()).toBe(1);
  });
  it("keeps the person's answer in the history, not the guess it was saved with, even when they answer before the save lands", async () => {
    const { dbName, deviceDb } = fresh();
    const dataStore = testLocalStore({ dbName });
    // The first save is held until the person has answered: the answer must still win.
    const firstSaveHeld = deferred<void>();
    const { store } = await started(
      {
        ...dataStore,
        saveScan: async (scan) => {
          await firstSaveHeld.promise;
          return dataStore.saveScan(scan);
        },
      },
      deviceDb,
    );
    await store.set(signUpAtom, { email: 'ada@example.org', password: PASSWORD });
    store.set(scanServicesAtom, scanServicesStandIn({ analyze: async (request) => analysisFor(request) }));
    // Asked about ("Paper or a battery?"): the result holds the battery's advice until the person says.
    const battery = ASKED_FOR_A_BATTERY;
    const where = { city: 'Austin', latitude: 30.27, longitude: -97.74 };
    const scanId = crypto.randomUUID();
    store.set(scanResultAtom, {
      ...EMPTY_SCAN_RESULT,
      scanId,
      identifiedItems: [battery],
      analysis: analysisFor({ items: [battery], location: where, language: 'en' }),
      userLocation: where,
    });

    // The results screen saves the scan; the person answers before that save has landed.
    const saved = store.set(saveCurrentScanAtom);
    await store.set(changeItemAnswerAtom, { index: 0, choice: 'paper' });
    firstSaveHeld.resolve();
    expect(await saved).toBe(true);
    await vi.waitFor(async () =>
      expect((await dataStore.listScans(0)).map((entry) => entry.identified_items)).toEqual([
        [{ id: 'paper', label: 'Paper', material: 'paper', confidence: 0.02 }],
      ]),
    );
    const [entry] = await dataStore.listScans(0);
    expect(entry!.id).toBe(scanId);
    expect(entry!.disposal_instructions.steps.map((step) => step.text)).toEqual(['Put it with paper']);

    // Changed again later: the same entry follows, and keeps the date it was scanned.
    await store.set(changeItemAnswerAtom, { index: 0, choice: 'cardboard' });
    await vi.waitFor(async () =>
      expect((await dataStore.listScans(0)).map((e) => [e.id, e.identified_items[0]!.material, e.scan_date])).toEqual([
        [scanId, 'cardboard', entry!.scan_date],
      ]),
    );
  });
});
