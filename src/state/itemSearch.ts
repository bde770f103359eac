// The item search: its index, loaded on first use, and the place its answers follow (through that
// place's rule pack). Picking an answer is scanFlow's startTypedScanAtom. The rule packs load with the
// index: the pages that carry a search box do not carry them.
import { UNKNOWN_LOCATION } from '../domain/location';
import type { UserLocation } from '../domain/types';
import { firstPaint } from '../idle';
import type { LoadedIndex } from '../knowledge/itemSearchIndex';
import { atom, unwrap } from './jotai';
import { locationOutcomeAtom } from './location';

export type IndexState =
  { status: 'idle' } | { status: 'loading' } | ({ status: 'ready' } & LoadedIndex) | { status: 'failed' };

export const itemIndexAtom = atom<IndexState>({ status: 'idle' });

/**
 * The kept scan result's atom, once its code is there. That code (the result's storage and checks, and
 * the scan state around them, about 25 kB) loads after the first paint, so a page with a search box (a
 * direct link to /search) shows without it; until then answers follow the person's place alone.
 */
const keptResultAtom = unwrap(
  atom(async () => {
    await firstPaint();
    return import('./scanResult').then(
      ({ scanResultAtom }) => scanResultAtom,
      () => null,
    );
  }),
  () => null,
);

/** Where answers are given for: where the person is now, else where the current result is. */
export const searchPlaceAtom = atom<UserLocation>((get) => {
  const keptResult = get(keptResultAtom);
  return get(locationOutcomeAtom)?.location ?? (keptResult && get(keptResult).userLocation) ?? UNKNOWN_LOCATION;
});

/** The index for `place`'s pack, or null when its code or words cannot be had. */
async function indexFor(place: UserLocation): Promise<LoadedIndex | null> {
  try {
    // A page opened with its query (/search?q=) asks at once: its words and packs wait for the page to show.
    await firstPaint();
    const [{ loadItemIndex }, { publisherEntries }] = await Promise.all([
      import('../knowledge/itemSearchIndex'),
      import('../services/rules/publisherText'),
    ]);
    return await loadItemIndex(publisherEntries, place);
  } catch (error) {
    console.error('The item search could not load', error);
    return null;
  }
}

/**
 * Loads the index once (again after a failure, or when the person's place comes under another pack,
 * whose publisher's entries it then needs); the search box calls it as the person types. A place that
 * becomes known while it loads (the person's position, or the kept result's) is followed at once.
 */
export const loadItemIndexAtom = atom(null, async (get, set) => {
  for (;;) {
    const state = get(itemIndexAtom);
    const place = get(searchPlaceAtom);
    if (state.status === 'loading' || (state.status === 'ready' && state.covers(place))) return;
    set(itemIndexAtom, { status: 'loading' });
    const loaded = await indexFor(place);
    set(itemIndexAtom, loaded ? { status: 'ready', ...loaded } : { status: 'failed' });
    if (!loaded) return;
  }
});
