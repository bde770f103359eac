// The community tips as the screen sees them: loaded through the DataStore, reloaded whenever the
// tips change (this tab, another tab, the server) or the signed-in person does.
import type { CommunityTip, NewTip, UpvoteResult } from '../../services/data/dataStore';
import { currentUserAtom, dataRevisionAtom, dataStoreAtom, requireDataStore } from '../../state/account';
import { atom } from '../../state/jotai';
import { unwrap } from '../../state/jotai';

export type TipsState = { status: 'loading' } | { status: 'ready'; tips: CommunityTip[] } | { status: 'failed' };

const retriesAtom = atom(0);

/** Only the tips' own revision: other tables' changes (a recorded action) must not reload the list. */
const tipsRevisionAtom = atom((get) => get(dataRevisionAtom).community_tips);

const loadedTipsAtom = atom(async (get): Promise<TipsState> => {
  get(retriesAtom);
  get(tipsRevisionAtom);
  // Whose upvotes and tips are marked as "mine" depends on who is signed in.
  get(currentUserAtom);
  const store = get(dataStoreAtom);
  if (!store) return { status: 'loading' };
  try {
    return { status: 'ready', tips: await store.listTips() };
  } catch (error) {
    console.error('Loading the community tips failed', error);
    return { status: 'failed' };
  }
});

/** The tips, newest first. While a reload runs the previous list stays on screen. */
export const tipsAtom = unwrap(loadedTipsAtom, (previous): TipsState => previous ?? { status: 'loading' });

export const retryTipsAtom = atom(null, (_get, set) => set(retriesAtom, (n) => n + 1));

/** Needs a signed-in person (the DataStore refuses otherwise). The change feed then reloads the list. */
export const addTipAtom = atom(null, (get, _set, tip: NewTip): Promise<CommunityTip> =>
  requireDataStore(get).addTip(tip),
);

/** Counts once per person: a second upvote of the same tip returns counted: false. */
export const upvoteTipAtom = atom(null, (get, _set, id: string): Promise<UpvoteResult> =>
  requireDataStore(get).upvoteTip(id),
);
