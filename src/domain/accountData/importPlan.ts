// What restoring a file adds to an account: every record whose id the store does not hold yet, and
// nothing else. Records keep their ids, so a second import of the same file finds them all present and
// adds nothing; what the account already has is never overwritten.
import { type EarnedProgress, hasUnsyncedProgress, mergeEarnedProgress } from '../progress';
import { type AccountData, countRecords, RECORD_KINDS, type RecordCounts, type RecordKind } from './accountData';

export type NewRecords = Pick<AccountData, RecordKind>;

export interface ImportPlan {
  add: NewRecords;
  /** The merged progress to store, or null when the file earns nothing the account lacks. */
  progress: EarnedProgress | null;
  /** How many achievements the merged progress adds. */
  newAchievements: number;
}

export interface ImportResult {
  added: RecordCounts;
  /**
   * The file's other records: already stored (a second import finds them all), stored under another
   * account of the same store (records keep their ids, and stay whose they are), or an upvote of a tip
   * this store does not have.
   */
  alreadyHere: RecordCounts;
}

/** The field that names each kind of record; for an upvote, the tip it is on (a person upvotes a tip once). */
export const ID_FIELD = {
  actions: 'record_id',
  scans: 'id',
  bookmarks: 'id',
  tips: 'id',
  upvotes: 'tip_id',
  corrections: 'id',
  taught: 'id',
} as const satisfies Record<RecordKind, string>;

export const idOf = (kind: RecordKind, record: object): string =>
  String((record as Record<string, unknown>)[ID_FIELD[kind]]);

function missing<K extends RecordKind>(kind: K, current: AccountData[K], incoming: AccountData[K]): AccountData[K] {
  const seen = new Set(current.map((record) => idOf(kind, record)));
  return incoming.filter((record) => {
    const id = idOf(kind, record);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  }) as AccountData[K];
}

export function planImport(current: AccountData, incoming: AccountData): ImportPlan {
  const add = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, missing(kind, current[kind], incoming[kind])]),
  ) as unknown as NewRecords;
  const progress = hasUnsyncedProgress(current.progress, incoming.progress)
    ? mergeEarnedProgress(current.progress, incoming.progress)
    : null;
  const newAchievements = progress ? progress.achievements.length - current.progress.achievements.length : 0;
  return { add, progress, newAchievements };
}

/** What an import did, from what the file held and what was stored. */
export function importResult(incoming: AccountData, added: Omit<RecordCounts, 'achievements'>, plan: ImportPlan) {
  const addedCounts: RecordCounts = { ...added, achievements: plan.newAchievements };
  const inFile = countRecords(incoming);
  const alreadyHere = Object.fromEntries(
    Object.entries(inFile).map(([kind, count]) => [kind, count - addedCounts[kind as keyof RecordCounts]]),
  ) as RecordCounts;
  return { added: addedCounts, alreadyHere } satisfies ImportResult;
}
