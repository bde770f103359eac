// The item search: its index, loaded on first use, and the place its answers follow (through that
// place's rule pack). Picking an answer is scanFlow's startTypedScanAtom. The rule packs load with the
// index: the pages that carry a search box do not carry them.
import type { UserLocation } from '../domain/types';
import { firstPaint } from '../idle';
import type { LoadedIndex } from '../knowledge/itemSearchIndex';
import { atom } from './jotai';
import { userLocationAtom } from './location';

export type IndexState =
  { status: 'idle' } | { status: 'loading' } | ({ status: 'ready' } & LoadedIndex) | { status: 'failed' };

export const itemIndexAtom = atom<IndexState>({ status: 'idle' });

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
    const place = get(userLocationAtom);
    if (state.status === 'loading' || (state.status === 'ready' && state.covers(place))) return;
    set(itemIndexAtom, { status: 'loading' });
    const loaded = await indexFor(place);
    set(itemIndexAtom, loaded ? { status: 'ready', ...loaded } : { status: 'failed' });
    if (!loaded) return;
  }
});
