// The on-device DataStore: real accounts and data in this browser's IndexedDB (idb-keyval). Several
// people can share one device (a school computer): each has an account; one is signed in at a time.
import { createStore, del, get, update, type UseStore } from 'idb-keyval';

import {
  type Credentials,
  hasCredentials,
  isPlausibleEmail,
  isStrongEnough,
  MISSING_CREDENTIALS_MESSAGE,
  normalizeEmail,
  WEAK_PASSWORD_MESSAGE,
} from '../../../domain/auth/credentials';
import { checkSessionToken, encodeBase64Url, encodeJsonBase64Url } from '../../../domain/auth/sessionToken';
import { type ActivityRecord, computeStreaks, localDay, sumImpact } from '../../../domain/progress';
import { HISTORY_PAGE_SIZE, type ScanHistoryEntry, type ScanRecord } from '../../../domain/scanHistory';
import {
  type ActivityStats,
  type AuthApi,
  type AuthEvent,
  type AuthListener,
  type AuthSession,
  type AuthUser,
  type Bookmark,
  type CommunityStats,
  type CommunityTip,
  type DataChange,
  type DataStore,
  DataStoreError,
  type ImpactTotals,
  type NewActivity,
  type NewTip,
  NOT_AUTHENTICATED_MESSAGE,
  RECORD_REQUIRES_AUTH_MESSAGE,
  type RecordedActivity,
  SESSION_EXPIRED_MESSAGE,
  type SignUpResult,
  type StoredProgress,
  type StreakCounts,
  type UpvoteResult,
} from '../dataStore';
import { requireCorrectionFields, requireTipFields } from '../validation';
import { deleteAccountData, importAccountData, readAccountData } from './localAccountData';
import {
  type Accounts,
  KEYS,
  type LocalAccount,
  type LocalCorrection,
  type LocalRecord,
  type LocalSession,
  type LocalTip,
  upvoteCount,
  withSampleTips,
} from './localRows';
import { hashPassword, PBKDF2_ITERATIONS, spendVerificationTime, verifyPassword } from './passwords';

/** An access token lasts a day; the refresh token keeps the person signed in for 30 days of absence. */
export const LOCAL_ACCESS_TOKEN_SECONDS = 24 * 60 * 60;
export const LOCAL_REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const DEFAULT_LOCAL_DB_NAME = 'recyclesmart';

export interface LocalStoreOptions {
  /** IndexedDB database name; tests use a fresh one each. */
  dbName?: string;
  now?: () => Date;
  /** PBKDF2 rounds for new passwords; tests pass a small count (the real one costs ~100 ms a hash). */
  passwordIterations?: number;
}

type CrossTabMessage = { kind: 'auth'; event: AuthEvent } | { kind: 'data'; change: DataChange };

const randomToken = (bytes = 32) => encodeBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));

function toAuthSession(session: LocalSession): AuthSession {
  return {
    user: { id: session.userId, email: session.email },
    accessToken: session.accessToken,
    expiresAt: session.expiresAt,
  };
}

const clean = (text: string) => text.trim();

export function createLocalDataStore(options: LocalStoreOptions = {}): DataStore {
  const dbName = options.dbName ?? DEFAULT_LOCAL_DB_NAME;
  const now = options.now ?? (() => new Date());
  const passwordIterations = options.passwordIterations ?? PBKDF2_ITERATIONS;
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const db: UseStore = createStore(dbName, 'keyval');
  const authListeners = new Set<AuthListener>();
  const changeListeners = new Set<(change: DataChange) => void>();
  // Other tabs of the same browser hear sign-ins, sign-outs and data changes through this channel.
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${dbName}:changes`) : null;

  const emitAuth = (event: AuthEvent, session: AuthSession | null) => {
    for (const listener of authListeners) listener(event, session);
  };
  const emitChange = (change: DataChange) => {
    for (const listener of changeListeners) listener(change);
  };
  const broadcast = (message: CrossTabMessage) => channel?.postMessage(message);
  const changed = (...tables: DataChange['table'][]) => {
    for (const table of tables) {
      emitChange({ table });
      broadcast({ kind: 'data', change: { table } });
    }
  };

  channel?.addEventListener('message', (message: MessageEvent<CrossTabMessage>) => {
    const data = message.data;
    if (data.kind === 'data') emitChange(data.change);
    else if (data.event === 'SIGNED_OUT') emitAuth('SIGNED_OUT', null);
    else void readSession().then((session) => emitAuth(data.event, session ? toAuthSession(session) : null));
  });

  async function readSession(): Promise<LocalSession | null> {
    return (await get<LocalSession>(KEYS.session, db)) ?? null;
  }

  async function issueSession(account: Pick<LocalAccount, 'id' | 'email'>): Promise<LocalSession> {
    const issuedAt = nowSeconds();
    const expiresAt = issuedAt + LOCAL_ACCESS_TOKEN_SECONDS;
    const header = encodeJsonBase64Url({ alg: 'none', typ: 'JWT' });
    const claims = encodeJsonBase64Url({
      sub: account.id,
      email: account.email,
      iat: issuedAt,
      exp: expiresAt,
      iss: 'recyclesmart-device',
    });
    const session: LocalSession = {
      userId: account.id,
      email: account.email,
      accessToken: `${header}.${claims}.${randomToken()}`,
      expiresAt,
      refreshToken: randomToken(),
      refreshExpiresAt: issuedAt + LOCAL_REFRESH_TOKEN_SECONDS,
    };
    await update<LocalSession>(KEYS.session, () => session, db);
    return session;
  }

  async function endSession(): Promise<void> {
    await del(KEYS.session, db);
  }

  async function validSession(): Promise<AuthSession | null> {
    const stored = await readSession();
    if (!stored) return null;
    if (checkSessionToken(stored.accessToken, nowSeconds()) === 'valid') return toAuthSession(stored);
    // The access token has lapsed or is damaged: try the refresh token before giving up.
    const accounts = (await get<Accounts>(KEYS.accounts, db)) ?? {};
    const account = accounts[stored.email];
    if (stored.refreshExpiresAt > nowSeconds() && account?.id === stored.userId) {
      const refreshed = toAuthSession(await issueSession(account));
      emitAuth('TOKEN_REFRESHED', refreshed);
      return refreshed;
    }
    await endSession();
    emitAuth('SIGNED_OUT', null);
    throw new DataStoreError('session_expired', SESSION_EXPIRED_MESSAGE);
  }

  async function currentUser(): Promise<AuthUser | null> {
    try {
      return (await validSession())?.user ?? null;
    } catch {
      return null;
    }
  }

  async function requireUser(message = NOT_AUTHENTICATED_MESSAGE): Promise<AuthUser> {
    const user = await currentUser();
    if (!user) throw new DataStoreError('not_authenticated', message);
    return user;
  }

  function requireCredentials(credentials: Credentials): void {
    if (!hasCredentials(credentials)) throw new DataStoreError('missing_credentials', MISSING_CREDENTIALS_MESSAGE);
  }

  const auth: AuthApi = {
    supportsGoogle: false,

    getSession: validSession,

    async signIn(credentials) {
      requireCredentials(credentials);
      const email = normalizeEmail(credentials.email);
      const account = ((await get<Accounts>(KEYS.accounts, db)) ?? {})[email];
      if (!account) await spendVerificationTime(credentials.password, passwordIterations);
      if (!account || !(await verifyPassword(credentials.password, account.password))) {
        throw new DataStoreError('invalid_credentials', 'Invalid login credentials');
      }
      const session = toAuthSession(await issueSession(account));
      emitAuth('SIGNED_IN', session);
      broadcast({ kind: 'auth', event: 'SIGNED_IN' });
      return session;
    },

    async signUp(credentials): Promise<SignUpResult> {
      requireCredentials(credentials);
      const email = normalizeEmail(credentials.email);
      if (!isPlausibleEmail(email))
        throw new DataStoreError('invalid_email', 'Unable to validate email address: invalid format');
      if (!isStrongEnough(credentials.password)) throw new DataStoreError('weak_password', WEAK_PASSWORD_MESSAGE);
      const password = await hashPassword(credentials.password, passwordIterations);
      const account: LocalAccount = { id: crypto.randomUUID(), email, password, createdAt: now().toISOString() };
      let taken = false;
      await update<Accounts>(
        KEYS.accounts,
        (accounts = {}) => {
          taken = email in accounts;
          return taken ? accounts : { ...accounts, [email]: account };
        },
        db,
      );
      if (taken) throw new DataStoreError('user_already_exists', 'User already registered');
      const session = toAuthSession(await issueSession(account));
      emitAuth('SIGNED_IN', session);
      broadcast({ kind: 'auth', event: 'SIGNED_IN' });
      return { user: session.user, session };
    },

    async signInWithGoogle() {
      throw new DataStoreError('unknown', 'Google sign-in needs a Supabase project');
    },

    async signOut() {
      await endSession();
      emitAuth('SIGNED_OUT', null);
      broadcast({ kind: 'auth', event: 'SIGNED_OUT' });
    },

    onAuthChange(listener) {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
  };

  async function records(userId: string): Promise<LocalRecord[]> {
    return (await get<LocalRecord[]>(KEYS.records(userId), db)) ?? [];
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
      await update<LocalRecord[]>(KEYS.records(user.id), (list = []) => [...list, record], db);
      changed('recycling_records', 'community_stats');
      return { recordId: record.record_id, timestamp: record.timestamp };
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
      let saved = false;
      await update<ScanHistoryEntry[]>(
        KEYS.scans(user.id),
        (list = []) => {
          saved = !list.some((entry) => entry.id === scan.id);
          return saved ? [...list, { ...scan, scan_date: now().toISOString() }] : list;
        },
        db,
      );
      if (saved) changed('scan_history');
      return saved;
    },

    async countScans() {
      const user = await requireUser();
      return ((await get<ScanHistoryEntry[]>(KEYS.scans(user.id), db)) ?? []).length;
    },

    async listScans(page, pageSize = HISTORY_PAGE_SIZE) {
      const user = await requireUser();
      const list = newestFirst((await get<ScanHistoryEntry[]>(KEYS.scans(user.id), db)) ?? [], (s) => s.scan_date);
      return list.slice(page * pageSize, page * pageSize + pageSize);
    },

    async deleteScan(id) {
      const user = await requireUser();
      await update<ScanHistoryEntry[]>(KEYS.scans(user.id), (list = []) => list.filter((entry) => entry.id !== id), db);
      let actionsDeleted = false;
      await update<LocalRecord[]>(
        KEYS.records(user.id),
        (list = []) => {
          const kept = list.filter((record) => record.scan_id !== id);
          actionsDeleted = kept.length < list.length;
          return kept;
        },
        db,
      );
      changed('scan_history');
      if (actionsDeleted) changed('recycling_records', 'community_stats');
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
      const data = await readAccountData(db, user.id);
      onProgress?.(1, 1);
      return data;
    },

    async importAccountData(data, onProgress) {
      const user = await requireUser();
      const result = await importAccountData(db, user.id, data, onProgress);
      changed('recycling_records', 'community_stats', 'scan_history', 'bookmarked_results', 'community_tips');
      return result;
    },

    async deleteAccount() {
      const user = await requireUser();
      await deleteAccountData(db, user.id);
      await auth.signOut();
      changed('recycling_records', 'community_stats', 'scan_history', 'bookmarked_results', 'community_tips');
    },

    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}
