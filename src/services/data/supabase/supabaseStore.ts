// The Supabase DataStore: supabase-js for auth (e-mail/password, Google by redirect) and every data call
// of spec section 7. Row-level security on the server keeps each person to their own rows.
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';

import type { ActivityRecord, ImpactBasis } from '../../../domain/progress';
import { HISTORY_PAGE_SIZE, type ScanHistoryEntry } from '../../../domain/scanHistory';
import type { ImpactMetrics } from '../../../domain/types';
import {
  type DataChange,
  type DataStore,
  EMPTY_TOTALS,
  type ImpactTotals,
  RECORD_REQUIRES_AUTH_MESSAGE,
  type StoredProgress,
} from '../dataStore';
import { createDeviceTaught, type DeviceTaught, taughtMemoryOf, VISITOR } from '../taught/deviceTaught';
import { requireCorrectionFields } from '../validation';
import { dataFailure } from './dataFailure';
import { createIdbOutbox, type Outbox } from './outbox';
import { storedScans, type TabStorage } from './storedScans';
import { supabaseAccountData } from './supabaseAccountData';
import { createSupabaseAuth } from './supabaseAuth';
import { createSupabaseFacilitySource } from './supabaseFacilitySource';
import { subscribeToChanges } from './supabaseRealtime';
import { createSupabaseSync } from './supabaseSync';
import { supabaseTips } from './supabaseTips';
import { countWaitingWrites } from './waitingWrites';

type WebSocketConstructor = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'];

export interface SupabaseStoreOptions {
  url: string;
  anonKey: string;
  /** Outside a browser (Node tests), realtime needs a WebSocket implementation such as the ws package. */
  realtimeTransport?: WebSocketConstructor;
  /** Where the session is kept; the browser's localStorage by default. */
  storage?: SupportedStorage;
  /** The page origin Google sends the person back to (at /dashboard). */
  origin?: string;
  /** Leaves the page for the identity provider; tests watch it instead. */
  navigate?: (url: string) => void;
  now?: () => Date;
  /** Where writes wait while the server cannot be reached; IndexedDB by default. */
  outbox?: Outbox;
  /** Whether the device believes it is online; navigator.onLine by default. */
  isOnline?: () => boolean;
  /** Where the tab remembers the scans it stored, across reloads; sessionStorage by default. */
  tabStorage?: TabStorage;
  /** The fetch supabase-js uses; tests cut the connection through it. */
  fetch?: typeof fetch;
  /** Where taught examples are kept on the device; IndexedDB's recyclesmart-taught by default. */
  taught?: DeviceTaught;
}

export interface SupabaseDataStore extends DataStore {
  /** Sends the signed-in person's queued writes; resolves to how many still wait (connection lost again). */
  syncPending(): Promise<number>;
}

export function createSupabaseDataStore(options: SupabaseStoreOptions): SupabaseDataStore {
  const now = options.now ?? (() => new Date());
  const { outbox, waiting } = countWaitingWrites(options.outbox ?? createIdbOutbox());
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const client: SupabaseClient = createClient(options.url, options.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      ...(options.storage ? { storage: options.storage } : {}),
    },
    ...(options.realtimeTransport ? { realtime: { transport: options.realtimeTransport } } : {}),
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  const changeListeners = new Set<(change: DataChange) => void>();
  const changed = (table: DataChange['table']) => {
    for (const listener of changeListeners) listener({ table });
  };
  const { auth, currentUser, requireUser } = createSupabaseAuth(client, { ...options, now });
  const tips = supabaseTips(client, { currentUser, requireUser, changed });
  const { sendOrQueue, syncPending } = createSupabaseSync(client, { outbox, isOnline, currentUser, changed });

  const stored = storedScans(options.tabStorage ?? globalThis.sessionStorage);
  const deviceTaught = options.taught ?? createDeviceTaught('recyclesmart-taught');
  const accountData = supabaseAccountData(client, deviceTaught);

  return {
    backend: 'supabase',
    auth,
    syncPending,
    waitingWrites: waiting,
    facilities: createSupabaseFacilitySource(client),

    async recordActivity(activity) {
      const user = await requireUser(RECORD_REQUIRES_AUTH_MESSAGE);
      // Chosen here, not by the server, so an action recorded offline is stored once and keeps its time.
      const recordId = crypto.randomUUID();
      const timestamp = now().toISOString();
      await sendOrQueue({
        id: recordId,
        userId: user.id,
        queuedAt: timestamp,
        changes: ['recycling_records'],
        inserts: [
          {
            table: 'recycling_records',
            row: {
              record_id: recordId,
              user_id: user.id,
              action: activity.action,
              item_category: activity.itemCategory,
              material_composition: { type: activity.material },
              city: activity.city,
              impact_metrics: activity.impact,
              impact_basis: activity.basis ?? (activity.action === 'disposed' ? 'none' : 'estimate'),
              scan_id: activity.scanId ?? null,
              timestamp,
            },
          },
          {
            table: 'analysis_results',
            row: {
              id: crypto.randomUUID(),
              record_id: recordId,
              identified_items: [{ label: activity.itemCategory }],
              confidence_scores: [1],
              material_breakdown: { type: activity.material },
              disposal_instructions: {},
              impact_metrics: activity.impact,
            },
          },
        ],
      });
      return { recordId, timestamp };
    },

    async deleteActivity(recordId) {
      await requireUser();
      // Still waiting to be sent (a write of inserts has its first row's id): it never will be.
      if ((await outbox.pending()).some((write) => write.id === recordId)) {
        await outbox.remove(recordId);
        changed('recycling_records');
        return;
      }
      // Its analysis row goes with it (on delete cascade); triggers bring the totals back.
      const { error } = await client.from('recycling_records').delete().eq('record_id', recordId);
      if (error) throw dataFailure(error);
      changed('recycling_records');
    },

    async listActivity(): Promise<ActivityRecord[]> {
      const user = await requireUser();
      const { data, error } = await client
        .from('recycling_records')
        .select('impact_metrics, impact_basis, timestamp')
        .eq('user_id', user.id)
        .order('timestamp', { ascending: false });
      if (error) throw dataFailure(error);
      return (data as { impact_metrics: ImpactMetrics; impact_basis: ImpactBasis; timestamp: string }[]).map((r) => ({
        timestamp: r.timestamp,
        impact: r.impact_metrics,
        basis: r.impact_basis,
      }));
    },

    async activityTotals(): Promise<ImpactTotals> {
      const user = await requireUser();
      const { data, error } = await client
        .from('user_impact_totals')
        .select('total_material_reduced, total_co2_saved, total_water_saved, total_trees_saved, total_energy_saved')
        .eq('user_id', user.id)
        .maybeSingle();
      if (error) throw dataFailure(error);
      return { ...EMPTY_TOTALS, ...(data as Partial<ImpactTotals> | null) };
    },

    async activityStats() {
      const user = await requireUser();
      const { data, error } = await client.from('user_activity_stats').select('*').eq('user_id', user.id).maybeSingle();
      if (error) throw dataFailure(error);
      const row = data as {
        total_actions: number;
        recycled_count: number;
        composted_count: number;
        disposed_count: number;
        first_activity: string | null;
        last_activity: string | null;
      } | null;
      return {
        totalActions: row?.total_actions ?? 0,
        recycled: row?.recycled_count ?? 0,
        composted: row?.composted_count ?? 0,
        disposed: row?.disposed_count ?? 0,
        firstActivity: row?.first_activity ?? null,
        lastActivity: row?.last_activity ?? null,
      };
    },

    async streaks(timeZone) {
      const user = await requireUser();
      const args = { p_user_id: user.id, p_time_zone: timeZone };
      const [current, longest] = await Promise.all([
        client.rpc('calculate_current_streak', args),
        client.rpc('calculate_longest_streak', args),
      ]);
      if (current.error) throw dataFailure(current.error);
      if (longest.error) throw dataFailure(longest.error);
      return { current: Number(current.data) || 0, longest: Number(longest.data) || 0 };
    },

    async loadProgress(): Promise<StoredProgress> {
      await requireUser();
      const { data, error } = await client.from('user_progress').select('*').single();
      if (error) throw dataFailure(error);
      const row = data as StoredProgress;
      return { achievements: row.achievements ?? [], notifications: row.notifications ?? [] };
    },

    async saveProgress(progress) {
      const user = await requireUser();
      const { error } = await client
        .from('user_progress')
        // The device's zone keeps the server-side streak columns in the person's own days.
        .update({
          achievements: progress.achievements,
          notifications: progress.notifications,
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        })
        .eq('user_id', user.id);
      if (error) throw dataFailure(error);
    },

    async communityStats(at = now()) {
      const date = at.toISOString().slice(0, 10);
      const [today, month] = await Promise.all([
        client.from('community_stats').select('total_weight, total_users').eq('date', date).maybeSingle(),
        client
          .from('community_stats')
          .select('total_weight')
          .gte('date', `${date.slice(0, 7)}-01`)
          .lte('date', date),
      ]);
      if (today.error) throw dataFailure(today.error);
      if (month.error) throw dataFailure(month.error);
      const row = today.data as { total_weight: number | string; total_users: number } | null;
      const monthWeight = (month.data as { total_weight: number | string }[]).reduce(
        (sum, day) => sum + Number(day.total_weight),
        0,
      );
      return { date, totalWeight: Number(row?.total_weight ?? 0), totalUsers: row?.total_users ?? 0, monthWeight };
    },

    async saveScan(scan) {
      const user = await requireUser();
      // Stored from this tab already (the results screen saves it, then Take Action saves it again):
      // nothing to send, and nothing to queue and count as waiting when offline.
      if (stored.has(scan.id)) return false;
      const outcome = await sendOrQueue({
        id: scan.id,
        userId: user.id,
        queuedAt: now().toISOString(),
        changes: ['scan_history'],
        inserts: [{ table: 'scan_history', row: { ...scan, user_id: user.id } }],
      });
      if (outcome === 'sent' || outcome === 'duplicate') stored.add(scan.id);
      // The same result saved twice: its id is taken, and once is what was wanted.
      return outcome !== 'duplicate';
    },

    async reviseScan(scan) {
      const user = await requireUser();
      const { id, ...content } = scan;
      // A write of its own id: the outbox keeps one write per id, and a scan may be revised again.
      const outcome = await sendOrQueue({
        id: crypto.randomUUID(),
        userId: user.id,
        queuedAt: now().toISOString(),
        changes: ['scan_history'],
        inserts: [],
        updates: [{ table: 'scan_history', id, values: content }],
      });
      return outcome !== 'missing';
    },

    async countScans() {
      const user = await requireUser();
      const { count, error } = await client
        .from('scan_history')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', user.id);
      if (error) throw dataFailure(error);
      return count ?? 0;
    },

    async listScans(page, pageSize = HISTORY_PAGE_SIZE) {
      const user = await requireUser();
      const from = page * pageSize;
      const { data, error } = await client
        .from('scan_history')
        .select('*')
        .eq('user_id', user.id)
        .order('scan_date', { ascending: false })
        .range(from, from + pageSize - 1);
      if (error) throw dataFailure(error);
      return (data as (ScanHistoryEntry & { user_id?: string })[]).map(({ user_id: _owner, ...entry }) => entry);
    },

    async deleteScan(id) {
      await requireUser();
      // A trigger deletes the actions recorded on the scan with it (see the migrations).
      const { error } = await client.from('scan_history').delete().eq('id', id);
      if (error) throw dataFailure(error);
      stored.delete(id);
      changed('scan_history');
      changed('recycling_records');
    },

    async addBookmark(resultData) {
      const user = await requireUser();
      const { data, error } = await client
        .from('bookmarked_results')
        .insert({ user_id: user.id, result_data: resultData })
        .select('id, result_data, created_at')
        .single();
      if (error) throw dataFailure(error);
      const row = data as { id: string; result_data: unknown; created_at: string };
      changed('bookmarked_results');
      return { id: row.id, resultData: row.result_data, createdAt: row.created_at };
    },

    async listBookmarks() {
      const user = await requireUser();
      const { data, error } = await client
        .from('bookmarked_results')
        .select('id, result_data, created_at')
        .eq('user_id', user.id)
        .order('created_at', { ascending: false });
      if (error) throw dataFailure(error);
      return (data as { id: string; result_data: unknown; created_at: string }[]).map((row) => ({
        id: row.id,
        resultData: row.result_data,
        createdAt: row.created_at,
      }));
    },

    async deleteBookmark(id) {
      await requireUser();
      const { error } = await client.from('bookmarked_results').delete().eq('id', id);
      if (error) throw dataFailure(error);
      changed('bookmarked_results');
    },

    ...tips,

    async saveCorrection(correction) {
      requireCorrectionFields(correction);
      const id = crypto.randomUUID();
      await sendOrQueue({
        id,
        userId: null,
        queuedAt: now().toISOString(),
        changes: [],
        inserts: [
          {
            table: 'correction_suggestions',
            row: {
              id,
              item_label: correction.itemLabel.trim(),
              actual_item: correction.actualItem.trim(),
              correct_instructions: correction.correctInstructions.trim(),
              city: correction.city ?? null,
              language: correction.language ?? null,
            },
          },
        ],
      });
    },

    async exportAccountData(onProgress) {
      const user = await requireUser();
      // What waits in the outbox belongs in the file too: send it first when the server answers.
      await syncPending().catch(() => undefined);
      return accountData.exportAccountData(user.id, onProgress);
    },

    async importAccountData(data, onProgress) {
      const user = await requireUser();
      const result = await accountData.importAccountData(user.id, data, onProgress);
      for (const table of ['recycling_records', 'scan_history', 'bookmarked_results', 'community_tips'] as const)
        changed(table);
      return result;
    },

    async deleteAccount() {
      const user = await requireUser();
      await accountData.deleteAccount(user.id);
      // Writes still waiting for the server would be refused now, and are this person's data.
      for (const write of await outbox.pending()) if (write.userId === user.id) await outbox.remove(write.id);
      stored.clear();
      await client.auth.signOut({ scope: 'local' });
    },

    taught: taughtMemoryOf(deviceTaught, async () => (await currentUser())?.id ?? VISITOR),

    onChange(listener) {
      changeListeners.add(listener);
      const unsubscribe = subscribeToChanges(client, currentUser, listener);
      return () => {
        changeListeners.delete(listener);
        unsubscribe();
      };
    },
  };
}
