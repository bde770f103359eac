// The dashboard's data: the signed-in person's progress, streak, community figures and scan history,
// loaded from the DataStore, kept on the device (see progressCache.ts) and reloaded when the data
// layer reports a change (dataRevisionAtom). Every load is quiet on failure except where the spec
// gives a message: the history's toasts and 'Failed to sync progress'.
import i18n from 'i18next';

import { emptyProgress, markAllRead, markRead, type Progress } from '../domain/progress';
import { HISTORY_PAGE_SIZE, pageAfterDelete, type ScanHistoryEntry } from '../domain/scanHistory';
import type { CommunityStats, StreakCounts } from '../services/data/dataStore';
import { earnedOf, loadProgress } from '../services/data/progressStore';
import { currentUserAtom, requireDataStore } from './account';
import { atom, type Getter, type Setter } from './jotai';
import { progressCacheAtom } from './progressCache';
import { showToastAtom } from './toast';

/** live: from the data layer. cache: this device's last copy, the data layer having failed. empty: zeros. */
export type ProgressSource = 'live' | 'cache' | 'empty';

export interface ProgressView {
  /** Whose progress this is; a different person signed in means it is not theirs and must load. */
  userId: string | null;
  status: 'loading' | 'ready';
  progress: Progress;
  source: ProgressSource;
}

export const progressViewAtom = atom<ProgressView>({
  userId: null,
  status: 'loading',
  progress: emptyProgress(),
  source: 'empty',
});

export interface StreakView {
  userId: string | null;
  streak: StreakCounts | null;
}

/** The data layer's streak count (server-side on Supabase); null until known. */
export const streakViewAtom = atom<StreakView>({ userId: null, streak: null });

/** Today's and this month's community figures; null until known. */
export const communityStatsAtom = atom<CommunityStats | null>(null);

export interface HistoryView {
  userId: string | null;
  status: 'loading' | 'ready' | 'error';
  /** 0 is the newest page. */
  page: number;
  count: number;
  entries: ScanHistoryEntry[];
}

export const historyViewAtom = atom<HistoryView>({ userId: null, status: 'loading', page: 0, count: 0, entries: [] });

export const historyPageCount = (count: number) => Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE));

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// Loads can overlap (a change arrives while one runs); only the latest may write its answer.
const latest = () => {
  let counter = 0;
  return () => {
    const ticket = ++counter;
    return () => ticket === counter;
  };
};
const progressTicket = latest();
const streakTicket = latest();
const communityTicket = latest();
const historyTicket = latest();

function signedInUserId(get: Getter): string | null {
  return get(currentUserAtom)?.id ?? null;
}

/** Loads the person's progress: this device's copy at once, then the data layer's. */
export const refreshProgressAtom = atom(null, async (get, set) => {
  const userId = signedInUserId(get);
  if (!userId) return;
  const isLatest = progressTicket();
  const cache = get(progressCacheAtom);
  const cached = cache.readProgress(userId);
  if (get(progressViewAtom).userId !== userId) {
    set(
      progressViewAtom,
      cached
        ? { userId, status: 'ready', progress: cached, source: 'cache' }
        : { userId, status: 'loading', progress: emptyProgress(), source: 'empty' },
    );
  }
  try {
    const loaded = await loadProgress(requireDataStore(get), {
      local: cached ? earnedOf(cached) : null,
      timeZone: deviceTimeZone(),
    });
    if (!isLatest() || signedInUserId(get) !== userId) return;
    cache.writeProgress(userId, loaded.progress);
    set(progressViewAtom, { userId, status: 'ready', progress: loaded.progress, source: 'live' });
    if (loaded.syncError) syncFailed(set, loaded.syncError);
  } catch (error) {
    console.error('Failed to load progress', error);
    if (!isLatest() || signedInUserId(get) !== userId) return;
    set(
      progressViewAtom,
      cached
        ? { userId, status: 'ready', progress: cached, source: 'cache' }
        : { userId, status: 'ready', progress: emptyProgress(), source: 'empty' },
    );
  }
});

function syncFailed(set: Setter, error: unknown) {
  console.error('Failed to sync progress', error);
  set(showToastAtom, { type: 'error', message: i18n.t('dashboard.errors.syncFailed') });
}

/** The streak from the data layer; on failure, this device's last copy, silently. */
export const refreshStreakAtom = atom(null, async (get, set) => {
  const userId = signedInUserId(get);
  if (!userId) return;
  const isLatest = streakTicket();
  const cache = get(progressCacheAtom);
  try {
    const streak = await requireDataStore(get).streaks(deviceTimeZone());
    if (!isLatest()) return;
    cache.writeStreak(userId, { ...streak, lastActivityDate: get(progressViewAtom).progress.lastActivityDate });
    set(streakViewAtom, { userId, streak });
  } catch (error) {
    console.warn('Streak unavailable; showing the last known one', error);
    if (!isLatest()) return;
    const cached = cache.readStreak(userId);
    set(streakViewAtom, { userId, streak: cached ? { current: cached.current, longest: cached.longest } : null });
  }
});

/** Community figures from the data layer; on failure, this device's last copy, silently. */
export const refreshCommunityAtom = atom(null, async (get, set) => {
  const isLatest = communityTicket();
  const cache = get(progressCacheAtom);
  try {
    const stats = await requireDataStore(get).communityStats();
    if (!isLatest()) return;
    cache.writeCommunity(stats);
    set(communityStatsAtom, stats);
  } catch (error) {
    console.warn('Community figures unavailable; showing the last known ones', error);
    if (isLatest()) set(communityStatsAtom, cache.readCommunity());
  }
});

/** Marks one notification read (or all, without an id), here at once and then in the data layer. */
export const markNotificationsReadAtom = atom(null, async (get, set, id?: string) => {
  const view = get(progressViewAtom);
  const userId = signedInUserId(get);
  if (!userId || view.userId !== userId) return;
  const notifications = id ? markRead(view.progress.notifications, id) : markAllRead(view.progress.notifications);
  const progress = { ...view.progress, notifications };
  set(progressViewAtom, { ...view, progress });
  get(progressCacheAtom).writeProgress(userId, progress);
  try {
    await requireDataStore(get).saveProgress(earnedOf(progress));
  } catch (error) {
    syncFailed(set, error);
  }
});

/** Loads a page of the scan history (the current one by default), stepping back if it no longer exists. */
export const loadHistoryAtom = atom(null, async (get, set, requestedPage?: number) => {
  const userId = signedInUserId(get);
  if (!userId) return;
  const isLatest = historyTicket();
  const current = get(historyViewAtom);
  const page = requestedPage ?? (current.userId === userId ? current.page : 0);
  if (current.userId !== userId) set(historyViewAtom, { userId, status: 'loading', page: 0, count: 0, entries: [] });
  try {
    const store = requireDataStore(get);
    const count = await store.countScans();
    const shown = pageAfterDelete(page, count);
    const entries = count === 0 ? [] : await store.listScans(shown);
    if (!isLatest()) return;
    set(historyViewAtom, { userId, status: 'ready', page: shown, count, entries });
  } catch (error) {
    console.error('Failed to load scan history', error);
    if (!isLatest()) return;
    set(showToastAtom, { type: 'error', message: i18n.t('dashboard.history.loadFailed') });
    set(historyViewAtom, (view) => ({ ...view, userId, status: 'error' }));
  }
});

/** Deletes an entry (and the actions taken on it); deleting the last entry of a page steps back a page. */
export const deleteHistoryEntryAtom = atom(null, async (get, set, id: string): Promise<boolean> => {
  const view = get(historyViewAtom);
  try {
    await requireDataStore(get).deleteScan(id);
  } catch (error) {
    console.error('Failed to delete history entry', error);
    set(showToastAtom, { type: 'error', message: i18n.t('dashboard.history.deleteFailed') });
    return false;
  }
  set(showToastAtom, { type: 'success', message: i18n.t('dashboard.history.deleted') });
  await set(loadHistoryAtom, pageAfterDelete(view.page, view.count - 1));
  return true;
});
