// The item search: its index, loaded on first use, and the place its answers follow (through that
// place's rule pack). Picking an answer is scanFlow's startTypedScanAtom. The rule packs load with the
// index: the pages that carry a search box do not carry them.
import { UNKNOWN_LOCATION } from '../domain/location';
import type { UserLocation } from '../domain/types';
import type { LoadedIndex } from '../knowledge/itemSearchIndex';
import { atom } from './jotai';
import { locationOutcomeAtom } from './location';
import { scanResultAtom } from './scanResult';

export type IndexState =
  { status: 'idle' } | { status: 'loading' } | ({ status: 'ready' } & LoadedIndex) | { status: 'failed' };

export const itemIndexAtom = atom<IndexState>({ status: 'idle' });

/**
 * Loads the index once (again after a failure, or when the person's place comes under another pack,
 * whose publisher's entries it then needs); the search box calls it as the person types.
 */
export const loadItemIndexAtom = atom(null, async (get, set) => {
  const state = get(itemIndexAtom);
  const place = get(searchPlaceAtom);
  if (state.status === 'loading' || (state.status === 'ready' && state.covers(place))) return;
  set(itemIndexAtom, { status: 'loading' });
  try {
    const [{ loadItemIndex }, { publisherEntries }] = await Promise.all([
      import('../knowledge/itemSearchIndex'),
      import('../services/rules/publisherText'),
    ]);
    set(itemIndexAtom, { status: 'ready', ...(await loadItemIndex(publisherEntries, place)) });
  } catch (error) {
    console.error('The item search could not load', error);
    set(itemIndexAtom, { status: 'failed' });
  }
});

/** Where answers are given for: where the person is now, else where the current result is. */
export const searchPlaceAtom = atom<UserLocation>(
  (get) => get(locationOutcomeAtom)?.location ?? get(scanResultAtom).userLocation ?? UNKNOWN_LOCATION,
);
