// The on-device DataStore: real accounts and data in this browser's IndexedDB (idb-keyval). Several
// people can share one device (a school computer): each has an account; one is signed in at a time.
import { createStore, get, update, type UseStore } from 'idb-keyval';

import { type ActivityRecord, computeStreaks, localDay, sumImpact } from '../../../domain/progress';
import { HISTORY_PAGE_SIZE, type ScanHistoryEntry, type ScanRecord } from '../../../domain/scanHistory';
import {
  type ActivityStats,
  type Bookmark,
  type CommunityStats,
  type CommunityTip,
  type DataChange,
  type DataStore,
  DataStoreError,
  type ImpactTotals,
  type NewActivity,
  type NewTip,
  RECORD_REQUIRES_AUTH_MESSAGE,
  type RecordedActivity,
  type StoredProgress,
  type StreakCounts,
  type UpvoteResult,
} from '../dataStore';
import { createDeviceTaught, type DeviceTaught, taughtMemoryOf, VISITOR } from '../taught/deviceTaught';
import { requireCorrectionFields, requireTipFields } from '../validation';
import { appendToList, filterList, readList, reviseInList } from './chunkedList';
import { createLocalAuth, type CrossTabMessage } from './localAuth';
import {
  type Accounts,
  KEYS,
  type LocalCorrection,
  type LocalRecord,
  type LocalTip,
  upvoteCount,
  withSampleTips,
} from './localRows';
import { PBKDF2_ITERATIONS } from './passwords';

// The export file's format (its schema, with zod) loads when a person's data is exported, restored or
// deleted: the store itself starts with every page, for the session check.
const accountData = () => import('./localAccountData');

export { LOCAL_ACCESS_TOKEN_SECONDS, LOCAL_REFRESH_TOKEN_SECONDS } from './localAuth';
export const DEFAULT_LOCAL_DB_NAME = 'recyclesmart';

export interface LocalStoreOptions {
  /** IndexedDB database name; tests use a fresh one each. */
  dbName?: string;
  now?: () => Date;
  /** PBKDF2 rounds for new passwords; tests pass a small count (the real one costs ~100 ms a hash). */
  passwordIterations?: number;
  /** Where taught examples are kept; `<dbName>-taught` in IndexedDB by default. */
  taught?: DeviceTaught;
}

const clean = (text: string) => text.trim();

export function createLocalDataStore(options: LocalStoreOptions = {}): DataStore {
  const dbName = options.dbName ?? DEFAULT_LOCAL_DB_NAME;
  const now = options.now ?? (() => new Date());
  const passwordIterations = options.passwordIterations ?? PBKDF2_ITERATIONS;
  const db: UseStore = createStore(dbName, 'keyval');
  const taught = options.taught ?? createDeviceTaught(`${dbName}-taught`);
  const changeListeners = new Set<(change: DataChange) => void>();
  // Other tabs of the same browser hear sign-ins, sign-outs and data changes through this channel.
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${dbName}:changes`) : null;

  const emitChange = (change: DataChange) => {
    for (const listener of changeListeners) listener(change);
  };
  const broadcast = (message: CrossTabMessage) => channel?.postMessage(message);
  const { auth, currentUser, requireUser, heardFromAnotherTab } = createLocalAuth({
    db,
    now,
    passwordIterations,
    broadcast,
  });
  const changed = (...tables: DataChange['table'][]) => {
    for (const table of tables) {
      emitChange({ table });
      broadcast({ kind: 'data', change: { table } });
    }
  };

  channel?.addEventListener('message', (message: MessageEvent<CrossTabMessage>) => {
    const data = message.data;
    if (data.kind === 'data') emitChange(data.change);
    else heardFromAnotherTab(data.event);
  });

  async function records(userId: string): Promise<LocalRecord[]> {
    return readList<LocalRecord>(db, KEYS.records(userId));
  }

  const newestFirst = <T>(list: T[], at: (item: T) => string) => [...list].sort((a, b) => at(b).localeCompare(at(a)));

  async function tipsFor(userId: string | null): Promise<CommunityTip[]> {
    const tips = withSampleTips(await get<LocalTip[]>(KEYS.tips, db));
    return newestFirst(tips, (t) => t.createdAt).map((t) => ({
      id: t.id,
      itemType: t.itemType,
      location: t.location,
      instructions: t.instructions,
      source: t.source,
      upvotes: upvoteCount(t),
      dateSubmitted: t.createdAt,
      submittedByMe: userId !== null && t.userId === userId,
      upvotedByMe: userId !== null && t.upvotedBy.includes(userId),
      sampleKey: t.sampleKey ?? null,
    }));
  }

  return {
    backend: 'local',
    auth,
    facilities: null,

    async recordActivity(activity): Promise<RecordedActivity> {
      const user = await requireUser(RECORD_REQUIRES_AUTH_MESSAGE);
      const record: LocalRecord = {
        record_id: crypto.randomUUID(),
        action: activity.action,
        item_category: activity.itemCategory,
        material_composition: { type: activity.material },
        city: activity.city,
        impact_metrics: { ...activity.impact },
        impact_basis: activity.basis ?? (activity.action === 'disposed' ? 'none' : 'estimate'),
        scan_id: activity.scanId ?? null,
        timestamp: now().toISOString(),
        analysis: {
          identified_items: [{ label: activity.itemCategory }],
          confidence_scores: [1],
          material_breakdown: { type: activity.material },
          disposal_instructions: {},
          impact_metrics: { ...activity.impact },
        },
      };
      await appendToList<LocalRecord>(db, KEYS.records(user.id), () => [record]);
      changed('recycling_records', 'community_stats');
      return { recordId: record.record_id, timestamp: record.timestamp };
    },

    async deleteActivity(recordId) {
      const user = await requireUser();
      const deleted = await filterList<LocalRecord>(
        db,
        KEYS.records(user.id),
        (record) => record.record_id !== recordId,
      );
      if (deleted > 0) changed('recycling_records', 'community_stats');
    },

    async listActivity(): Promise<ActivityRecord[]> {
      const user = await requireUser();
      return newestFirst(await records(user.id), (r) => r.timestamp).map((r) => ({
        timestamp: r.timestamp,
        impact: r.impact_metrics,
        ...(r.impact_basis ? { basis: r.impact_basis } : {}),
      }));
    },

    async activityTotals(): Promise<ImpactTotals> {
      const user = await requireUser();
      const total = sumImpact((await records(user.id)).map((r) => r.impact_metrics));
      return {
        total_material_reduced: total.material_reduced,
        total_co2_saved: total.co2_saved,
        total_water_saved: total.water_saved,
        total_trees_saved: total.trees_equivalent,
        total_energy_saved: total.energy_saved,
      };
    },

    async activityStats(): Promise<ActivityStats> {
      const user = await requireUser();
      const list = await records(user.id);
      const times = list.map((r) => r.timestamp).sort();
      const count = (action: NewActivity['action']) => list.filter((r) => r.action === action).length;
      return {
        totalActions: list.length,
        recycled: count('recycled'),
        composted: count('composted'),
        disposed: count('disposed'),
        firstActivity: times[0] ?? null,
        lastActivity: times[times.length - 1] ?? null,
      };
    },

    async streaks(timeZone): Promise<StreakCounts> {
      const user = await requireUser();
      const days = (await records(user.id)).map((r) => localDay(r.timestamp, timeZone));
      const { current, longest } = computeStreaks(days, localDay(now(), timeZone));
      return { current, longest };
    },

    async loadProgress(): Promise<StoredProgress> {
      const user = await requireUser();
      return (await get<StoredProgress>(KEYS.progress(user.id), db)) ?? { achievements: [], notifications: [] };
    },

    async saveProgress(progress) {
      const user = await requireUser();
      await update<StoredProgress>(KEYS.progress(user.id), () => progress, db);
    },

    async communityStats(at = now()): Promise<CommunityStats> {
      // On the device, the community is the people who use this device.
      const date = at.toISOString().slice(0, 10);
      const month = date.slice(0, 7);
      const accounts = Object.values((await get<Accounts>(KEYS.accounts, db)) ?? {});
      const weight = (list: LocalRecord[]) => list.reduce((sum, r) => sum + r.impact_metrics.material_reduced, 0);
      let totalWeight = 0;
      let totalUsers = 0;
      let monthWeight = 0;
      for (const account of accounts) {
        const thisMonth = (await records(account.id)).filter(
          (r) => r.timestamp.slice(0, 7) === month && r.timestamp.slice(0, 10) <= date,
        );
        monthWeight += weight(thisMonth);
        const today = thisMonth.filter((r) => r.timestamp.slice(0, 10) === date);
        if (today.length === 0) continue;
        totalUsers += 1;
        totalWeight += weight(today);
      }
      return { date, totalWeight, totalUsers, monthWeight };
    },

    async saveScan(scan: ScanRecord) {
      const user = await requireUser();
      const added = await appendToList<ScanHistoryEntry>(db, KEYS.scans(user.id), (list) =>
        list.some((entry) => entry.id === scan.id) ? [] : [{ ...scan, scan_date: now().toISOString() }],
      );
      const saved = added.length > 0;
      if (saved) changed('scan_history');
      return saved;
    },

    async reviseScan(scan: ScanRecord) {
      const user = await requireUser();
      const revised = await reviseInList<ScanHistoryEntry>(db, KEYS.scans(user.id), (entry) =>
        entry.id === scan.id ? { ...scan, scan_date: entry.scan_date } : undefined,
      );
      if (revised > 0) changed('scan_history');
      return revised > 0;
    },

    async countScans() {
      const user = await requireUser();
      return (await readList<ScanHistoryEntry>(db, KEYS.scans(user.id))).length;
    },

    async listScans(page, pageSize = HISTORY_PAGE_SIZE) {
      const user = await requireUser();
      const list = newestFirst(await readList<ScanHistoryEntry>(db, KEYS.scans(user.id)), (s) => s.scan_date);
      return list.slice(page * pageSize, page * pageSize + pageSize);
    },

    async deleteScan(id) {
      const user = await requireUser();
      await filterList<ScanHistoryEntry>(db, KEYS.scans(user.id), (entry) => entry.id !== id);
      const actionsDeleted = await filterList<LocalRecord>(
        db,
        KEYS.records(user.id),
        (record) => record.scan_id !== id,
      );
      changed('scan_history');
      if (actionsDeleted > 0) changed('recycling_records', 'community_stats');
    },

    async addBookmark(resultData) {
      const user = await requireUser();
      const bookmark: Bookmark = { id: crypto.randomUUID(), resultData, createdAt: now().toISOString() };
      await update<Bookmark[]>(KEYS.bookmarks(user.id), (list = []) => [...list, bookmark], db);
      changed('bookmarked_results');
      return bookmark;
    },

    async listBookmarks() {
      const user = await requireUser();
      return newestFirst((await get<Bookmark[]>(KEYS.bookmarks(user.id), db)) ?? [], (b) => b.createdAt);
    },

    async deleteBookmark(id) {
      const user = await requireUser();
      await update<Bookmark[]>(KEYS.bookmarks(user.id), (list = []) => list.filter((b) => b.id !== id), db);
      changed('bookmarked_results');
    },

    async listTips() {
      return tipsFor((await currentUser())?.id ?? null);
    },

    async addTip(tip: NewTip) {
      const user = await requireUser();
      requireTipFields(tip);
      const stored: LocalTip = {
        id: crypto.randomUUID(),
        userId: user.id,
        itemType: clean(tip.itemType),
        location: clean(tip.location),
        instructions: clean(tip.instructions),
        source: clean(tip.source ?? ''),
        createdAt: now().toISOString(),
        upvotedBy: [],
      };
      await update<LocalTip[]>(KEYS.tips, (list) => [...withSampleTips(list), stored], db);
      changed('community_tips');
      return (await tipsFor(user.id)).find((t) => t.id === stored.id)!;
    },

    async upvoteTip(id): Promise<UpvoteResult> {
      const user = await requireUser();
      let result: UpvoteResult | null = null;
      await update<LocalTip[]>(
        KEYS.tips,
        (list) =>
          withSampleTips(list).map((tip) => {
            if (tip.id !== id) return tip;
            const counted = !tip.upvotedBy.includes(user.id);
            const upvoted = counted ? { ...tip, upvotedBy: [...tip.upvotedBy, user.id] } : tip;
            result = { upvotes: upvoteCount(upvoted), counted };
            return upvoted;
          }),
        db,
      );
      if (!result) throw new DataStoreError('unknown', 'Tip not found');
      if ((result as UpvoteResult).counted) changed('community_tips');
      return result;
    },

    async saveCorrection(correction) {
      requireCorrectionFields(correction);
      const user = await currentUser();
      const stored: LocalCorrection = {
        ...correction,
        itemLabel: clean(correction.itemLabel),
        actualItem: clean(correction.actualItem),
        correctInstructions: clean(correction.correctInstructions),
        id: crypto.randomUUID(),
        userId: user?.id ?? null,
        createdAt: now().toISOString(),
      };
      await update<LocalCorrection[]>(KEYS.corrections, (list = []) => [...list, stored], db);
    },

    async exportAccountData(onProgress) {
      const user = await requireUser();
      const data = await (await accountData()).readAccountData(db, taught, user.id);
      onProgress?.(1, 1);
      return data;
    },

    async importAccountData(data, onProgress) {
      const user = await requireUser();
      const result = await (await accountData()).importAccountData(db, taught, user.id, data, onProgress);
      changed('recycling_records', 'community_stats', 'scan_history', 'bookmarked_results', 'community_tips');
      return result;
    },

    async deleteAccount() {
      const user = await requireUser();
      await (await accountData()).deleteAccountData(db, taught, user.id);
      await auth.signOut();
      changed('recycling_records', 'community_stats', 'scan_history', 'bookmarked_results', 'community_tips');
    },

    taught: taughtMemoryOf(taught, async () => (await currentUser())?.id ?? VISITOR),

    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}
