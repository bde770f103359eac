// The item search: its index, loaded on first use, and the place its answers follow (through that
// place's rule pack). Picking an answer is scanFlow's startTypedScanAtom. The rule packs load with the
// index: the pages that carry a search box do not carry them.
import { UNKNOWN_LOCATION } from '../domain/location';
import type { UserLocation } from '../domain/types';
import type { SearchItems } from '../knowledge/itemSearchIndex';
import { atom } from './jotai';
import { locationOutcomeAtom } from './location';
import { scanResultAtom } from './scanResult';

export type IndexState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; search: SearchItems } | { status: 'failed' };

export const itemIndexAtom = atom<IndexState>({ status: 'idle' });

/** Loads the index once (again after a failure); the search box calls it on first focus. */
export const loadItemIndexAtom = atom(null, async (get, set) => {
  const state = get(itemIndexAtom);
  if (state.status === 'loading' || state.status === 'ready') return;
  set(itemIndexAtom, { status: 'loading' });
  try {
    const [{ loadItemIndex }, { publisherEntries }] = await Promise.all([
      import('../knowledge/itemSearchIndex'),
      import('../services/rules/publisherText'),
    ]);
    set(itemIndexAtom, { status: 'ready', search: await loadItemIndex(publisherEntries) });
  } catch (error) {
    console.error('The item search could not load', error);
    set(itemIndexAtom, { status: 'failed' });
  }
});

/** Where answers are given for: where the person is now, else where the current result is. */
export const searchPlaceAtom = atom<UserLocation>(
  (get) => get(locationOutcomeAtom)?.location ?? get(scanResultAtom).userLocation ?? UNKNOWN_LOCATION,
);
