// The one data interface of the app. Two implementations: on the device (IndexedDB) by default, and
// Supabase when configured. Screens and atoms use only this file's types, never a backend's client.
import type { AccountData, ImportResult } from '../../domain/accountData';
import type { Credentials } from '../../domain/auth/credentials';
import type { SampleTipKey } from '../../domain/community';
import type { ActivityRecord, EarnedProgress, ImpactBasis, TakeAction } from '../../domain/progress';
import type { ScanHistoryEntry, ScanRecord } from '../../domain/scanHistory';
import type { TaughtExample } from '../../domain/taught/taughtExample';
import type { ImpactMetrics, Material } from '../../domain/types';
import type { FacilitySource } from '../facilities/facilitySource';

export interface AuthUser {
  id: string;
  email: string;
  /** From the identity provider's profile (e.g. Google), when there is one. */
  name?: string;
}

export interface AuthSession {
  user: AuthUser;
  accessToken: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** The auth events of spec section 4. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'USER_DELETED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

export interface SignUpResult {
  user: AuthUser;
  /** Null when the provider wants the e-mail address confirmed before the first sign-in. */
  session: AuthSession | null;
}

/** Codes the screens translate; anything else shows the provider's message or the spec's fallback. */
export type DataErrorCode =
  | 'missing_credentials'
  | 'invalid_credentials'
  | 'user_already_exists'
  | 'weak_password'
  | 'invalid_email'
  | 'email_not_confirmed'
  | 'session_expired'
  | 'not_authenticated'
  | 'invalid_input'
  | 'network'
  | 'unknown';

export class DataStoreError extends Error {
  readonly code: DataErrorCode;
  constructor(code: DataErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataStoreError';
    this.code = code;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
export const RECORD_REQUIRES_AUTH_MESSAGE = 'Must be authenticated to record activity';
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

export interface AuthApi {
  /** The stored session, refreshed if its token has expired. Throws session_expired when it cannot be. */
  getSession(): Promise<AuthSession | null>;
  signIn(credentials: Credentials): Promise<AuthSession>;
  signUp(credentials: Credentials): Promise<SignUpResult>;
  /** Leaves the page for Google and comes back to {origin}/dashboard. Only where supportsGoogle. */
  signInWithGoogle(): Promise<void>;
  readonly supportsGoogle: boolean;
  signOut(): Promise<void>;
  onAuthChange(listener: AuthListener): () => void;
}

export interface NewActivity {
  action: TakeAction;
  /** What the item is, e.g. its label. */
  itemCategory: string;
  material: Material | string;
  city: string | null;
  impact: ImpactMetrics;
  /** Whether the impact is the analysis's validated figures or the fixed estimate (none: disposed). */
  basis?: ImpactBasis;
  /** The scan (its history entry's id) the action was taken on: deleting that entry deletes the action. */
  scanId?: string | null;
}

export interface RecordedActivity {
  recordId: string;
  timestamp: string;
}

export interface ImpactTotals {
  total_material_reduced: number;
  total_co2_saved: number;
  total_water_saved: number;
  total_trees_saved: number;
  total_energy_saved: number;
}

export interface ActivityStats {
  totalActions: number;
  recycled: number;
  composted: number;
  disposed: number;
  /** ISO timestamps, null with no activity. */
  firstActivity: string | null;
  lastActivity: string | null;
}

export interface StreakCounts {
  current: number;
  longest: number;
}

/** Today's community totals (spec: community_stats where date equals today). */
export interface CommunityStats {
  /** 'YYYY-MM-DD', UTC. */
  date: string;
  totalWeight: number;
  totalUsers: number;
  /** The community's total weight this month (UTC) up to and including date. */
  monthWeight: number;
}

/** What progress carries that cannot be derived from the records (spec: achievements persisted with it). */
export type StoredProgress = EarnedProgress;

export interface Bookmark {
  id: string;
  resultData: unknown;
  createdAt: string;
}

export interface NewTip {
  itemType: string;
  location: string;
  instructions: string;
  source?: string;
}

export interface CommunityTip extends Required<NewTip> {
  id: string;
  upvotes: number;
  /** ISO timestamp. */
  dateSubmitted: string;
  submittedByMe: boolean;
  upvotedByMe: boolean;
  /** Set on the spec's sample tips, which the screen shows translated; null on people's own tips. */
  sampleKey: SampleTipKey | null;
}

export interface UpvoteResult {
  upvotes: number;
  /** False when this person had already upvoted the tip: it counts once. */
  counted: boolean;
}

export interface NewCorrection {
  itemLabel: string;
  actualItem: string;
  correctInstructions: string;
  city?: string | null;
  language?: string;
}

/** Tables whose changes widgets refresh on (Supabase realtime; BroadcastChannel on the device). */
export type DataTable =
  'recycling_records' | 'community_stats' | 'scan_history' | 'bookmarked_results' | 'community_tips';

export interface DataChange {
  table: DataTable;
}

/** How many writes wait on this device for the server, as a number screens can watch (useSyncExternalStore's shape). */
export interface WaitingWrites {
  /** The last count read; 0 until the first read. */
  count(): number;
  /** Hears each change of the count; subscribing reads it afresh. */
  subscribe(listener: () => void): () => void;
}

export type { ImportResult };

/** Hears long work move on: done of total units (pages read, rows written). */
export type WorkProgress = (done: number, total: number) => void;

export interface DataStore {
  readonly backend: 'local' | 'supabase';
  readonly auth: AuthApi;
  /** Recycling points from the backend when it has them; null means the on-device source applies. */
  readonly facilities: FacilitySource | null;
  /** Writes kept for later while the server cannot be reached; absent where every write is stored at once. */
  readonly waitingWrites?: WaitingWrites;

  /** Throws not_authenticated ('Must be authenticated to record activity') when signed out. */
  recordActivity(activity: NewActivity): Promise<RecordedActivity>;
  /**
   * Takes back an action the person recorded (they changed their answer after marking it): the record
   * goes, and their totals fall back. One still waiting to be sent is never sent. An id not found
   * changes nothing.
   */
  deleteActivity(recordId: string): Promise<void>;
  /** The signed-in person's records, newest first. */
  listActivity(): Promise<ActivityRecord[]>;
  activityTotals(): Promise<ImpactTotals>;
  activityStats(): Promise<ActivityStats>;
  /** timeZone: the person's IANA zone; days are counted in it. */
  streaks(timeZone: string): Promise<StreakCounts>;
  loadProgress(): Promise<StoredProgress>;
  saveProgress(progress: StoredProgress): Promise<void>;
  communityStats(now?: Date): Promise<CommunityStats>;

  /** Saves a scan once: a second save of the same id returns false and changes nothing. */
  saveScan(scan: ScanRecord): Promise<boolean>;
  /**
   * Brings a saved scan up to date (the person said what the thing is, or where they are): its
   * content is replaced, its id and date stay. Resolves to false when no entry of that id is known to
   * be saved; one waiting to be sent counts as saved.
   */
  reviseScan(scan: ScanRecord): Promise<boolean>;
  countScans(): Promise<number>;
  /** page 0 is the newest. */
  listScans(page: number, pageSize?: number): Promise<ScanHistoryEntry[]>;
  /** Deletes the entry and the actions recorded on that scan, so the person's totals fall back. */
  deleteScan(id: string): Promise<void>;

  addBookmark(resultData: unknown): Promise<Bookmark>;
  listBookmarks(): Promise<Bookmark[]>;
  deleteBookmark(id: string): Promise<void>;

  /** Newest first. Readable signed out; adding and upvoting need a signed-in person. */
  listTips(): Promise<CommunityTip[]>;
  addTip(tip: NewTip): Promise<CommunityTip>;
  upvoteTip(id: string): Promise<UpvoteResult>;

  /** Anyone may suggest a correction, signed in or not. */
  saveCorrection(correction: NewCorrection): Promise<void>;

  /** Everything kept for the signed-in person, as the export file's records (docs/data-export.md). */
  exportAccountData(onProgress?: WorkProgress): Promise<AccountData>;
  /** Adds the records the account lacks, keeping their ids and dates; never overwrites what it has. */
  importAccountData(data: AccountData, onProgress?: WorkProgress): Promise<ImportResult>;
  /** Deletes the signed-in person's account and every record of it (other accounts stay), then signs out. */
  deleteAccount(): Promise<void>;

  /** What the person taught by correcting answers (the visitor's when signed out); kept on this device only. */
  readonly taught: TaughtMemory;

  /** Changes to the signed-in person's data and to community stats, from this tab, others, or the server. */
  onChange(listener: (change: DataChange) => void): () => void;
}

/** The current person's taught examples (domain/taught), held on the device whichever store is in use. */
export interface TaughtMemory {
  list(): Promise<TaughtExample[]>;
  /** Keeps one corrected photo's example (a scan taught again replaces its own). */
  remember(example: TaughtExample): Promise<void>;
  /** Adds a class pack's examples the list lacks; resolves to how many were kept. */
  add(examples: readonly TaughtExample[]): Promise<number>;
  /** Forgets every photo that taught this item. */
  forgetItem(itemId: string): Promise<void>;
  forgetAll(): Promise<void>;
}

export const EMPTY_TOTALS: Readonly<ImpactTotals> = {
  total_material_reduced: 0,
  total_co2_saved: 0,
  total_water_saved: 0,
  total_trees_saved: 0,
  total_energy_saved: 0,
};
