// Everything the app keeps for one person, as plain records: what "Download my data" writes and
// "Restore from a file" reads, the same from the device and from Supabase. Field names follow the
// Supabase tables, so a deployer reading a file recognises their columns.
import type { EarnedProgress, ImpactBasis, TakeAction } from '../progress';
import type { ScanHistoryEntry } from '../scanHistory';
import type { ExportedTaught } from '../taught/taughtExample';
import type { ImpactMetrics } from '../types';

export interface ExportedAction {
  record_id: string;
  action: TakeAction;
  item_category: string;
  material: string;
  city: string | null;
  impact_metrics: ImpactMetrics;
  impact_basis: ImpactBasis;
  /** The scan history entry the action was taken on, when there was one. */
  scan_id: string | null;
  timestamp: string;
}

export interface ExportedBookmark {
  id: string;
  result_data: unknown;
  created_at: string;
}

/** A tip the person shared. Other people's upvotes are theirs, so a tip travels without its count. */
export interface ExportedTip {
  id: string;
  item_type: string;
  location: string;
  instructions: string;
  source: string | null;
  created_at: string;
}

/** A tip the person upvoted (their own or anyone's, the sample tips included). */
export interface ExportedUpvote {
  tip_id: string;
}

export interface ExportedCorrection {
  id: string;
  item_label: string;
  actual_item: string;
  correct_instructions: string;
  city: string | null;
  language: string | null;
  created_at: string;
}

export interface AccountData {
  actions: ExportedAction[];
  scans: ScanHistoryEntry[];
  bookmarks: ExportedBookmark[];
  tips: ExportedTip[];
  upvotes: ExportedUpvote[];
  corrections: ExportedCorrection[];
  /** What the person taught by correcting answers (version 2): kept on the device, carried only here. */
  taught: ExportedTaught[];
  progress: EarnedProgress;
}

/** The lists of AccountData, each a kind of record a person can count, export and import. */
export const RECORD_KINDS = ['actions', 'scans', 'bookmarks', 'tips', 'upvotes', 'corrections', 'taught'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** How many of each kind; achievements count as records of progress. */
export type RecordCounts = Record<RecordKind | 'achievements', number>;

export function countRecords(data: AccountData): RecordCounts {
  return {
    actions: data.actions.length,
    scans: data.scans.length,
    bookmarks: data.bookmarks.length,
    tips: data.tips.length,
    upvotes: data.upvotes.length,
    corrections: data.corrections.length,
    taught: data.taught.length,
    achievements: data.progress.achievements.length,
  };
}

export const totalRecords = (counts: RecordCounts): number =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

export const EMPTY_ACCOUNT_DATA: Readonly<AccountData> = {
  actions: [],
  scans: [],
  bookmarks: [],
  tips: [],
  upvotes: [],
  corrections: [],
  taught: [],
  progress: { achievements: [], notifications: [] },
};

const oldestFirst =
  <T>(time: (record: T) => string, id: (record: T) => string) =>
  (a: T, b: T) =>
    time(a).localeCompare(time(b)) || id(a).localeCompare(id(b));

/** Each list oldest first (ties by id), so the same records make the same file from either store. */
export function inFileOrder(data: AccountData): AccountData {
  return {
    actions: data.actions.toSorted(
      oldestFirst(
        (r) => r.timestamp,
        (r) => r.record_id,
      ),
    ),
    scans: data.scans.toSorted(
      oldestFirst(
        (r) => r.scan_date,
        (r) => r.id,
      ),
    ),
    bookmarks: data.bookmarks.toSorted(
      oldestFirst(
        (r) => r.created_at,
        (r) => r.id,
      ),
    ),
    tips: data.tips.toSorted(
      oldestFirst(
        (r) => r.created_at,
        (r) => r.id,
      ),
    ),
    upvotes: data.upvotes.toSorted((a, b) => a.tip_id.localeCompare(b.tip_id)),
    corrections: data.corrections.toSorted(
      oldestFirst(
        (r) => r.created_at,
        (r) => r.id,
      ),
    ),
    taught: data.taught.toSorted(
      oldestFirst(
        (r) => r.taught_at,
        (r) => r.id,
      ),
    ),
    progress: data.progress,
  };
}
