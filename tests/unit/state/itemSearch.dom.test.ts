// The person's place and the item search's index: the kept result's code comes after the page shows,
// a place given away from a result is kept with it, and an index loaded for one place is loaded again
// when the place turns out to be under another pack.
import { createStore } from 'jotai';

import { UNKNOWN_LOCATION } from '../../../src/domain/location';
import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { UserLocation } from '../../../src/domain/types';
import { itemIndexAtom, loadItemIndexAtom } from '../../../src/state/itemSearch';
import { keepPlaceAtom, locationOutcomeAtom, userLocationAtom } from '../../../src/state/location';
import { scanResultAtom } from '../../../src/state/scanResult';

const TORONTO: UserLocation = {
  city: 'Toronto',
  region: 'Ontario',
  countryCode: 'CA',
  latitude: 43.65,
  longitude: -79.38,
};
const PARIS: UserLocation = { city: 'Paris', countryCode: 'FR', latitude: 48.857, longitude: 2.352 };

beforeEach(() => localStorage.clear());

test('answers follow the kept result’s place once its code is there, and the person’s own place first', async () => {
  const store = createStore();
  store.set(scanResultAtom, { ...EMPTY_SCAN_RESULT, userLocation: TORONTO });
  store.sub(userLocationAtom, () => {});
  // The first render does not wait for the kept result's code.
  expect(store.get(userLocationAtom)).toEqual(UNKNOWN_LOCATION);
  await vi.waitFor(() => expect(store.get(userLocationAtom)).toEqual(TORONTO));
  // The browser refusing the position leaves the city the person gave before.
  store.set(locationOutcomeAtom, { location: UNKNOWN_LOCATION, status: 'unknown', errorCode: 'denied' });
  expect(store.get(userLocationAtom)).toEqual(TORONTO);

  store.set(locationOutcomeAtom, { location: PARIS, status: 'city' });
  expect(store.get(userLocationAtom)).toEqual(PARIS);
});

test('a place given away from a result (the community page) is still known after a reload', async () => {
  const store = createStore();
  await store.set(keepPlaceAtom, PARIS);
  expect(store.get(scanResultAtom).userLocation).toEqual(PARIS);

  const reloaded = createStore();
  reloaded.sub(userLocationAtom, () => {});
  await vi.waitFor(() => expect(reloaded.get(userLocationAtom)).toEqual(PARIS));
});

test('an index loaded while the place became known under another pack is loaded again for that pack', async () => {
  const store = createStore();
  store.sub(userLocationAtom, () => {});
  const loading = store.set(loadItemIndexAtom);
  expect(store.get(itemIndexAtom).status).toBe('loading');
  store.set(locationOutcomeAtom, { location: TORONTO, status: 'city' });
  await loading;
  const index = store.get(itemIndexAtom);
  expect(index.status).toBe('ready');
  expect(index.status === 'ready' && index.covers(TORONTO)).toBe(true);
});
