// The Supabase DataStore: supabase-js for auth (e-mail/password, Google by redirect) and every data call
// of spec section 7. Row-level security on the server keeps each person to their own rows.
import {
  type AuthError,
  createClient,
  isAuthRetryableFetchError,
  type Session,
  type SupabaseClient,
  type SupportedStorage,
  type User,
} from '@supabase/supabase-js';

import {
  type Credentials,
  hasCredentials,
  MISSING_CREDENTIALS_MESSAGE,
  normalizeEmail,
} from '../../../domain/auth/credentials';
import { checkSessionToken } from '../../../domain/auth/sessionToken';
import { isSampleTipKey } from '../../../domain/community';
import type { ActivityRecord, ImpactBasis } from '../../../domain/progress';
import { HISTORY_PAGE_SIZE, type ScanHistoryEntry } from '../../../domain/scanHistory';
import type { ImpactMetrics } from '../../../domain/types';
import {
  type AuthApi,
  type AuthSession,
  type AuthUser,
  type CommunityTip,
  type DataChange,
  type DataErrorCode,
  type DataStore,
  DataStoreError,
  EMPTY_TOTALS,
  type ImpactTotals,
  NOT_AUTHENTICATED_MESSAGE,
  RECORD_REQUIRES_AUTH_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type StoredProgress,
} from '../dataStore';
import { requireCorrectionFields, requireTipFields } from '../validation';
import { createIdbOutbox, type Outbox, type QueuedInsert, type QueuedWrite } from './outbox';
import { storedScans, type TabStorage } from './storedScans';
import { createSupabaseFacilitySource } from './supabaseFacilitySource';
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
}

export interface SupabaseDataStore extends DataStore {
  /** Sends the signed-in person's queued writes; resolves to how many still wait (connection lost again). */
  syncPending(): Promise<number>;
}

/** sent: stored now; duplicate: its id was already stored; unreachable: no answer from the server. */
type SendOutcome = 'sent' | 'duplicate' | 'unreachable';

// GoTrue's error codes, as the codes the screens translate.
const AUTH_ERROR_CODES: Readonly<Record<string, DataErrorCode>> = {
  invalid_credentials: 'invalid_credentials',
  user_already_exists: 'user_already_exists',
  email_exists: 'user_already_exists',
  weak_password: 'weak_password',
  email_not_confirmed: 'email_not_confirmed',
  email_address_invalid: 'invalid_email',
  session_expired: 'session_expired',
  refresh_token_not_found: 'session_expired',
};

function authFailure(error: AuthError): DataStoreError {
  const code =
    (error.code && AUTH_ERROR_CODES[error.code]) || (isAuthRetryableFetchError(error) ? 'network' : 'unknown');
  return new DataStoreError(code, error.message, { cause: error });
}

function dataFailure(error: { message: string; code?: string }): DataStoreError {
  return new DataStoreError('unknown', error.message, { cause: error });
}

function refusedForItsData(error: unknown): boolean {
  const cause = error instanceof DataStoreError ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && /^2[23]/.test(cause.code);
}

function toUser(user: User): AuthUser {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name = [metadata.full_name, metadata.name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return { id: user.id, email: user.email ?? '', ...(name ? { name } : {}) };
}

function toAuthSession(session: Session): AuthSession {
  return { user: toUser(session.user), accessToken: session.access_token, expiresAt: session.expires_at ?? 0 };
}

/** supabase-js's default storage key, derived from the project's host. */
function defaultStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

function hadStoredSession(storage: SupportedStorage | undefined, url: string): boolean {
  try {
    const stored = storage?.getItem(defaultStorageKey(url));
    return typeof stored === 'string' && stored !== '';
  } catch {
    return false;
  }
}

interface TipRow {
  id: string;
  /** Null on the sample tips, which belong to no one. */
  user_id: string | null;
  item_type: string;
  location: string;
  instructions: string;
  source: string | null;
  upvotes: number;
  created_at: string;
  sample_key: string | null;
}

function toTip(row: TipRow, userId: string | null, upvotedByMe: boolean): CommunityTip {
  return {
    id: row.id,
    itemType: row.item_type,
    location: row.location,
    instructions: row.instructions,
    source: row.source ?? '',
    upvotes: row.upvotes,
    dateSubmitted: row.created_at,
    submittedByMe: row.user_id !== null && row.user_id === userId,
    upvotedByMe,
    sampleKey: isSampleTipKey(row.sample_key) ? row.sample_key : null,
  };
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
  // supabase-js refreshes a lapsed session itself while it starts, and drops it silently when that
  // fails; a session that was stored before the start and is gone after it has expired.
  let expiredDuringStart = hadStoredSession(options.storage ?? globalThis.localStorage, options.url);
  const origin = options.origin ?? globalThis.location?.origin ?? '';
  const navigate = options.navigate ?? ((url: string) => globalThis.location.assign(url));
  const changeListeners = new Set<(change: DataChange) => void>();
  const changed = (table: DataChange['table']) => {
    for (const listener of changeListeners) listener({ table });
  };

  async function currentUser(): Promise<AuthUser | null> {
    const { data } = await client.auth.getSession();
    return data.session ? toUser(data.session.user) : null;
  }

  async function requireUser(message = NOT_AUTHENTICATED_MESSAGE): Promise<AuthUser> {
    const user = await currentUser();
    if (!user) throw new DataStoreError('not_authenticated', message);
    return user;
  }

  function requireCredentials(credentials: Credentials): Credentials {
    if (!hasCredentials(credentials)) throw new DataStoreError('missing_credentials', MISSING_CREDENTIALS_MESSAGE);
    return { email: normalizeEmail(credentials.email), password: credentials.password };
  }

  const auth: AuthApi = {
    supportsGoogle: true,

    async getSession() {
      const { data, error } = await client.auth.getSession();
      const session = data.session;
      const lostAtStart = expiredDuringStart && !session;
      expiredDuringStart = false;
      if (lostAtStart) throw new DataStoreError('session_expired', SESSION_EXPIRED_MESSAGE);
      if (!error && !session) return null;
      if (
        !error &&
        session &&
        checkSessionToken(session.access_token, Math.floor(now().getTime() / 1000)) === 'valid'
      ) {
        return toAuthSession(session);
      }
      // A session error or an unusable token: one refresh, then the person signs in again.
      const refreshed = await client.auth.refreshSession();
      if (!refreshed.error && refreshed.data.session) return toAuthSession(refreshed.data.session);
      await client.auth.signOut({ scope: 'local' });
      throw new DataStoreError('session_expired', SESSION_EXPIRED_MESSAGE);
    },

    async signIn(credentials) {
      const { data, error } = await client.auth.signInWithPassword(requireCredentials(credentials));
      if (error) throw authFailure(error);
      return toAuthSession(data.session);
    },

    async signUp(credentials) {
      const { data, error } = await client.auth.signUp({
        ...requireCredentials(credentials),
        options: { emailRedirectTo: `${origin}/dashboard` },
      });
      if (error) throw authFailure(error);
      if (!data.user) throw new DataStoreError('unknown', 'Failed to register');
      return { user: toUser(data.user), session: data.session ? toAuthSession(data.session) : null };
    },

    async signInWithGoogle() {
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${origin}/dashboard`, skipBrowserRedirect: true },
      });
      if (error) throw authFailure(error);
      navigate(data.url);
    },

    async signOut() {
      const { error } = await client.auth.signOut();
      if (error) throw authFailure(error);
    },

    onAuthChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // supabase-js holds a lock while it calls back; whatever the listener does with the client
        // must run after the callback returns.
        setTimeout(() => listener(event, session ? toAuthSession(session) : null), 0);
      });
      return () => data.subscription.unsubscribe();
    },
  };

  async function insertOnce(insert: QueuedInsert): Promise<SendOutcome> {
    const result = await client.from(insert.table).insert(insert.row);
    // postgrest-js answers a fetch that never reached the server with status 0.
    if (result.status === 0) return 'unreachable';
    // The id is taken: an earlier send got through even if its answer was lost.
    if (result.error?.code === '23505') return 'duplicate';
    if (result.error) throw dataFailure(result.error);
    return 'sent';
  }

  /** The outcome of the write's first row; the rest follow it (each is idempotent on its own id). */
  async function send(write: QueuedWrite): Promise<SendOutcome> {
    let first: SendOutcome | undefined;
    for (const insert of write.inserts) {
      const outcome = await insertOnce(insert);
      if (outcome === 'unreachable') return outcome;
      first ??= outcome;
    }
    for (const table of write.changes) changed(table);
    return first ?? 'sent';
  }

  /** Sends the write now, or keeps it for later when the server cannot be reached. */
  async function sendOrQueue(write: QueuedWrite): Promise<SendOutcome | 'queued'> {
    if (isOnline()) {
      const outcome = await send(write);
      if (outcome !== 'unreachable') return outcome;
    }
    try {
      await outbox.add(write);
    } catch (error) {
      // Storage full or unavailable: nothing is dropped silently, the caller hears it failed.
      throw new DataStoreError(
        'network',
        'The server cannot be reached and this device could not keep the change for later',
        { cause: error },
      );
    }
    return 'queued';
  }

  /** One pass over the outbox: sends what belongs to the current session, oldest first. */
  async function sendPending(): Promise<number> {
    // Nothing waiting: no session read, so no token refresh racing the app's own start.
    if ((await outbox.pending()).length === 0) return 0;
    // Read now, not taken from the event that started the sync: the session may have changed since.
    const current = (await currentUser())?.id ?? null;
    const mine = (w: QueuedWrite) => w.userId === null || w.userId === current;
    for (const write of (await outbox.pending()).filter(mine)) {
      try {
        if ((await send(write)) === 'unreachable') break;
      } catch (error) {
        // Refused for its data (a check, a missing reference: SQLSTATE classes 22 and 23), it always
        // will be and must not hold up the rest. Refused for anything else (the session changed or
        // lapsed, a permission), it waits for the next try.
        if (!refusedForItsData(error)) {
          console.warn('A change made offline waits for the next try', error);
          break;
        }
        console.error('The server refused a change made offline', error);
      }
      await outbox.remove(write.id);
    }
    return (await outbox.pending()).filter(mine).length;
  }

  // Passes run one after another (the online event, a sign-in and a caller may ask at once), each for
  // the session current when it starts, so no write is sent twice or under the wrong person.
  let lastPass: Promise<unknown> = Promise.resolve();
  function syncPending(): Promise<number> {
    const pass = lastPass.then(sendPending, sendPending);
    lastPass = pass.catch(() => undefined);
    return pass;
  }

  const syncInBackground = () =>
    void syncPending().catch((error: unknown) => console.error('Changes made offline could not be sent yet', error));
  globalThis.addEventListener?.('online', syncInBackground);
  client.auth.onAuthStateChange((event, session) => {
    // After the callback: supabase-js holds its lock while calling back.
    if (session && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION')) setTimeout(syncInBackground, 0);
  });

  const stored = storedScans(options.tabStorage ?? globalThis.sessionStorage);

  async function tipsFor(userId: string | null): Promise<CommunityTip[]> {
    const { data, error } = await client.from('community_tips').select('*').order('created_at', { ascending: false });
    if (error) throw dataFailure(error);
    let mine = new Set<string>();
    if (userId) {
      const votes = await client.from('tip_upvotes').select('tip_id').eq('user_id', userId);
      if (votes.error) throw dataFailure(votes.error);
      mine = new Set((votes.data as { tip_id: string }[]).map((v) => v.tip_id));
    }
    return (data as TipRow[]).map((row) => toTip(row, userId, mine.has(row.id)));
  }

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

    async listTips() {
      return tipsFor((await currentUser())?.id ?? null);
    },

    async addTip(tip) {
      const user = await requireUser();
      requireTipFields(tip);
      const { data, error } = await client
        .from('community_tips')
        .insert({
          item_type: tip.itemType.trim(),
          location: tip.location.trim(),
          instructions: tip.instructions.trim(),
          source: tip.source?.trim() || null,
        })
        .select('*')
        .single();
      if (error) throw dataFailure(error);
      changed('community_tips');
      return toTip(data as TipRow, user.id, false);
    },

    async upvoteTip(id) {
      await requireUser();
      const vote = await client.from('tip_upvotes').insert({ tip_id: id });
      if (vote.error && vote.error.code !== '23505') throw dataFailure(vote.error);
      const { data, error } = await client.from('community_tips').select('upvotes').eq('id', id).single();
      if (error) throw dataFailure(error);
      if (!vote.error) changed('community_tips');
      return { upvotes: (data as { upvotes: number }).upvotes, counted: !vote.error };
    },

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

    onChange(listener) {
      changeListeners.add(listener);
      let stopped = false;
      let channel: ReturnType<SupabaseClient['channel']> | null = null;
      void currentUser().then((user) => {
        if (stopped) return;
        channel = client.channel(`recyclesmart-changes-${crypto.randomUUID()}`);
        if (user) {
          channel.on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'recycling_records', filter: `user_id=eq.${user.id}` },
            () => listener({ table: 'recycling_records' }),
          );
        }
        // community_stats is a view summed on read; the pulse table is what changes (at most once a
        // second per day) when the community figures do.
        channel.on('postgres_changes', { event: '*', schema: 'public', table: 'community_stats_pulse' }, () =>
          listener({ table: 'community_stats' }),
        );
        channel.subscribe();
      });
      return () => {
        stopped = true;
        changeListeners.delete(listener);
        if (channel) void client.removeChannel(channel);
      };
    },
  };
}
