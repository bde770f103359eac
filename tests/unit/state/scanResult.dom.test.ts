import 'fake-indexeddb/auto';

import { createStore } from 'jotai';

import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { AnalysisRequest, IdentifiedItem } from '../../../src/domain/types';
import { dataStoreAtom, sessionAtom } from '../../../src/state/account';
import {
  changeItemAnswerAtom,
  resetScanResultAtom,
  scanResultAtom,
  takeActionAtom,
} from '../../../src/state/scanResult';
import { scanServicesAtom } from '../../../src/state/scanServices';
import { signOutAtom } from '../../../src/state/signOut';
import { toastsAtom } from '../../../src/state/toast';
import { deleteAccountAtom } from '../../../src/state/yourData';
import { startEachTestInEnglish } from '../helpers/interfaceLanguage';
import { testLocalStore } from '../helpers/localStore';
import { analysisFor, ASKED_FOR_A_BATTERY, scanServicesStandIn } from '../helpers/scanStandIns';

const item: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.6,
  source: 'device',
};

function setUp(identified: IdentifiedItem = item) {
  const store = createStore();
  const asked: AnalysisRequest[] = [];
  const services = scanServicesStandIn({
    analyze: async (request) => {
      asked.push(request);
      return analysisFor(request);
    },
  });
  store.set(scanServicesAtom, services);
  const first = analysisFor({
    items: [identified],
    location: { city: 'Brno', latitude: 0, longitude: 0 },
    language: 'en',
  });
  store.set(scanResultAtom, {
    ...EMPTY_SCAN_RESULT,
    scanId: 'scan-1',
    identifiedItems: [identified],
    analysis: first,
    userLocation: { city: 'Brno', latitude: 0, longitude: 0 },
  });
  return { store, asked, services };
}

/** A person signed in to a fresh on-device store of their own. */
async function signedIn(store: ReturnType<typeof createStore>, dbName: string) {
  const dataStore = testLocalStore({ dbName });
  const { user } = await dataStore.auth.signUp({ email: `${dbName}@example.org`, password: 'a long password' });
  store.set(dataStoreAtom, dataStore);
  store.set(sessionAtom, { status: 'signedIn', user });
  return dataStore;
}

describe('scan session atoms', () => {
  startEachTestInEnglish();

  it('changing the answer updates the item and re-derives the instructions for it', async () => {
    const { store, asked } = setUp();
    await store.set(changeItemAnswerAtom, { index: 0, choice: 'glass' });
    const session = store.get(scanResultAtom);
    expect(session.identifiedItems[0]!.material).toBe('glass');
    expect(asked.at(-1)!.items[0]!.material).toBe('glass');
    expect(asked.at(-1)!.location.city).toBe('Brno');
    expect(session.analysis!.steps[0]!.text).toEqual({ text: 'Put it with glass', lang: 'en' });
    // Persisted, so a reload shows the confirmed material.
    expect(window.localStorage.getItem('app-storage')).toContain('Put it with glass');
  });

  it('reset clears the result but keeps where the person is', () => {
    const { store } = setUp();
    store.set(resetScanResultAtom);
    const session = store.get(scanResultAtom);
    expect(session.identifiedItems).toEqual([]);
    expect(session.analysis).toBeNull();
    expect(session.userLocation?.city).toBe('Brno');
  });

  type Store = ReturnType<typeof createStore>;
  it.each([
    ['signing out', 'out', (store: Store) => store.set(signOutAtom)],
    ['deleting the account', 'delete', (store: Store) => store.set(deleteAccountAtom)],
  ] as const)('%s ends the scan on screen and its mark, so the next person finds none', async (_, name, leave) => {
    const { store } = setUp();
    await signedIn(store, `leave-${name}`);
    await store.set(takeActionAtom, 'recycled');
    expect(store.get(scanResultAtom).action).toBe('recycled');

    await leave(store);
    expect(store.get(sessionAtom).status).toBe('signedOut');
    expect(store.get(scanResultAtom)).toMatchObject({ identifiedItems: [], analysis: null, action: null });
    expect(store.get(scanResultAtom).userLocation?.city).toBe('Brno');
    expect(window.localStorage.getItem('app-storage')).not.toContain('Plastic bottle');
  });

  it('records nothing while it asks for a hazard’s sake, then what the person says it is', async () => {
    // The verdict is held to the battery's, but paper is likelier: the person has not said what they hold.
    const { store } = setUp(ASKED_FOR_A_BATTERY);
    const dataStore = await signedIn(store, 'take-action-while-asking');

    expect(await store.set(takeActionAtom, 'disposed')).toBeNull();
    expect((await dataStore.exportAccountData()).actions).toEqual([]);
    expect(store.get(scanResultAtom).action).toBeNull();

    await store.set(changeItemAnswerAtom, { index: 0, choice: 'paper' });
    expect(await store.set(takeActionAtom, 'recycled')).not.toBeNull();
    expect((await dataStore.exportAccountData()).actions).toEqual([
      expect.objectContaining({ action: 'recycled', material: 'paper', scan_id: 'scan-1' }),
    ]);

    // Marked as paper, then it is general waste after all: the mark was for paper, so it goes.
    await store.set(changeItemAnswerAtom, { index: 0, choice: 'other' });
    expect(store.get(scanResultAtom)).toMatchObject({ action: null, actionTakenBack: 'recycled' });
    expect((await dataStore.exportAccountData()).actions).toEqual([]);
    expect(await store.set(takeActionAtom, 'disposed')).not.toBeNull();
    expect(store.get(scanResultAtom)).toMatchObject({ action: 'disposed', actionTakenBack: null });
    expect((await dataStore.exportAccountData()).actions).toEqual([
      expect.objectContaining({ action: 'disposed', material: 'other' }),
    ]);
    // The same answer again changes nothing.
    await store.set(changeItemAnswerAtom, { index: 0, choice: 'other' });
    expect(store.get(scanResultAtom).action).toBe('disposed');
  });

  it('keeps a mark it cannot take back, and says so', async () => {
    const { store } = setUp();
    const dataStore = await signedIn(store, 'take-back-fails');
    await store.set(takeActionAtom, 'recycled');
    vi.spyOn(dataStore, 'deleteActivity').mockRejectedValue(new Error('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await store.set(changeItemAnswerAtom, { index: 0, choice: 'glass' });
    expect(store.get(scanResultAtom)).toMatchObject({ action: 'recycled', actionTakenBack: null });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'Your answer changed, but your earlier mark could not be taken back. Deleting this scan from your history takes it back.',
    ]);
  });
});
