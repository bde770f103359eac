// A person's records on the device, as the export file's records: read them all, add a file's missing
// ones, or delete them all. Each list is one read or one write; the long ones (records and scans) are
// kept in chunks (chunkedList.ts), so restoring thousands of them never holds the page in one task.
import { del, get, update, type UseStore } from 'idb-keyval';

import {
  type AccountData,
  EMPTY_ACCOUNT_DATA,
  type ExportedAction,
  type ExportedCorrection,
  type ExportedTip,
  importResult,
  inFileOrder,
  planImport,
} from '../../../domain/accountData';
import type { ScanHistoryEntry } from '../../../domain/scanHistory';
import { exportedTaught, TAUGHT_EMBEDDING_SIZE, taughtExample } from '../../../domain/taught/taughtExample';
import type { Bookmark, ImportResult, StoredProgress, WorkProgress } from '../dataStore';
import type { DeviceTaught } from '../taught/deviceTaught';
import { appendToList, deleteList, readList } from './chunkedList';
import {
  type Accounts,
  KEYS,
  type LocalCorrection,
  type LocalRecord,
  type LocalTip,
  withSampleTips,
} from './localRows';

function exportedAction(record: LocalRecord): ExportedAction {
  return {
    record_id: record.record_id,
    action: record.action,
    item_category: record.item_category,
    material: record.material_composition.type,
    city: record.city,
    impact_metrics: record.impact_metrics,
    impact_basis: record.impact_basis ?? (record.action === 'disposed' ? 'none' : 'estimate'),
    scan_id: record.scan_id ?? null,
    timestamp: record.timestamp,
  };
}

function localRecord(action: ExportedAction): LocalRecord {
  return {
    record_id: action.record_id,
    action: action.action,
    item_category: action.item_category,
    material_composition: { type: action.material },
    city: action.city,
    impact_metrics: { ...action.impact_metrics },
    impact_basis: action.impact_basis,
    scan_id: action.scan_id,
    timestamp: action.timestamp,
    analysis: {
      identified_items: [{ label: action.item_category }],
      confidence_scores: [1],
      material_breakdown: { type: action.material },
      disposal_instructions: {},
      impact_metrics: { ...action.impact_metrics },
    },
  };
}

const exportedTip = (tip: LocalTip): ExportedTip => ({
  id: tip.id,
  item_type: tip.itemType,
  location: tip.location,
  instructions: tip.instructions,
  source: tip.source || null,
  created_at: tip.createdAt,
});

const localTip = (tip: ExportedTip, userId: string): LocalTip => ({
  id: tip.id,
  userId,
  itemType: tip.item_type,
  location: tip.location,
  instructions: tip.instructions,
  source: tip.source ?? '',
  createdAt: tip.created_at,
  upvotedBy: [],
});

const exportedCorrection = (correction: LocalCorrection): ExportedCorrection => ({
  id: correction.id,
  item_label: correction.itemLabel,
  actual_item: correction.actualItem,
  correct_instructions: correction.correctInstructions,
  city: correction.city ?? null,
  language: correction.language ?? null,
  created_at: correction.createdAt,
});

const localCorrection = (correction: ExportedCorrection, userId: string): LocalCorrection => ({
  id: correction.id,
  userId,
  itemLabel: correction.item_label,
  actualItem: correction.actual_item,
  correctInstructions: correction.correct_instructions,
  city: correction.city,
  ...(correction.language ? { language: correction.language } : {}),
  createdAt: correction.created_at,
});

export async function readAccountData(db: UseStore, taught: DeviceTaught, userId: string): Promise<AccountData> {
  const [records, scans, bookmarks, tips, corrections, progress, examples] = await Promise.all([
    readList<LocalRecord>(db, KEYS.records(userId)),
    readList<ScanHistoryEntry>(db, KEYS.scans(userId)),
    get<Bookmark[]>(KEYS.bookmarks(userId), db),
    get<LocalTip[]>(KEYS.tips, db),
    get<LocalCorrection[]>(KEYS.corrections, db),
    get<StoredProgress>(KEYS.progress(userId), db),
    taught.list(userId),
  ]);
  const allTips = withSampleTips(tips);
  return inFileOrder({
    actions: records.map(exportedAction),
    scans,
    bookmarks: (bookmarks ?? []).map((b) => ({ id: b.id, result_data: b.resultData, created_at: b.createdAt })),
    tips: allTips.filter((tip) => tip.userId === userId).map(exportedTip),
    upvotes: allTips.filter((tip) => tip.upvotedBy.includes(userId)).map((tip) => ({ tip_id: tip.id })),
    corrections: (corrections ?? []).filter((c) => c.userId === userId).map(exportedCorrection),
    taught: examples.map(exportedTaught),
    progress: progress ?? EMPTY_ACCOUNT_DATA.progress,
  });
}

/** The number of steps importAccountData reports. */
const IMPORT_STEPS = 8;

/**
 * The person's own data, with every list widened to the ids the whole device holds: records keep their
 * ids, and one stored under another account here stays theirs rather than being copied.
 */
async function knownOnDevice(db: UseStore, taught: DeviceTaught, userId: string): Promise<AccountData> {
  const own = await readAccountData(db, taught, userId);
  const others = Object.values((await get<Accounts>(KEYS.accounts, db)) ?? {}).filter((a) => a.id !== userId);
  const theirs = await Promise.all(others.map((account) => readAccountData(db, taught, account.id)));
  const [tips, corrections] = await Promise.all([
    get<LocalTip[]>(KEYS.tips, db),
    get<LocalCorrection[]>(KEYS.corrections, db),
  ]);
  return {
    ...own,
    actions: [own, ...theirs].flatMap((data) => data.actions),
    scans: [own, ...theirs].flatMap((data) => data.scans),
    bookmarks: [own, ...theirs].flatMap((data) => data.bookmarks),
    tips: withSampleTips(tips).map(exportedTip),
    corrections: (corrections ?? []).map(exportedCorrection),
  };
}

export async function importAccountData(
  db: UseStore,
  taught: DeviceTaught,
  userId: string,
  data: AccountData,
  onProgress: WorkProgress = () => undefined,
): Promise<ImportResult> {
  const plan = planImport(await knownOnDevice(db, taught, userId), data);
  const { add } = plan;
  let step = 0;
  const done = () => onProgress(++step, IMPORT_STEPS);
  done();
  await appendToList(db, KEYS.records(userId), () => add.actions.map(localRecord));
  done();
  await appendToList(db, KEYS.scans(userId), () => add.scans);
  done();
  await update<Bookmark[]>(
    KEYS.bookmarks(userId),
    (list = []) => [
      ...list,
      ...add.bookmarks.map((b) => ({ id: b.id, resultData: b.result_data, createdAt: b.created_at })),
    ],
    db,
  );
  done();
  // Tips first: a person may have upvoted their own. An upvote of a tip this device has never seen
  // has nothing to count on, and is left out.
  const upvote = new Set(add.upvotes.map((u) => u.tip_id));
  let upvotes = 0;
  await update<LocalTip[]>(
    KEYS.tips,
    (list) =>
      [...withSampleTips(list), ...add.tips.map((tip) => localTip(tip, userId))].map((tip) => {
        if (!upvote.has(tip.id)) return tip;
        upvotes += 1;
        return { ...tip, upvotedBy: [...tip.upvotedBy, userId] };
      }),
    db,
  );
  done();
  await update<LocalCorrection[]>(
    KEYS.corrections,
    (list = []) => [...list, ...add.corrections.map((c) => localCorrection(c, userId))],
    db,
  );
  done();
  // Taught examples are each account's own: a class pack imported by two accounts here teaches both.
  const examples = await taught.add(
    userId,
    add.taught.map((example) => taughtExample(example, TAUGHT_EMBEDDING_SIZE)),
  );
  done();
  if (plan.progress) await update<StoredProgress>(KEYS.progress(userId), () => plan.progress!, db);
  done();
  const added = {
    actions: add.actions.length,
    scans: add.scans.length,
    bookmarks: add.bookmarks.length,
    tips: add.tips.length,
    upvotes,
    corrections: add.corrections.length,
    taught: examples,
  };
  return importResult(data, added, plan);
}

/** Removes the account and everything of it; other accounts' data, and their tips and upvotes, stay. */
export async function deleteAccountData(db: UseStore, taught: DeviceTaught, userId: string): Promise<void> {
  await update<Accounts>(
    KEYS.accounts,
    (accounts = {}) => Object.fromEntries(Object.entries(accounts).filter(([, account]) => account.id !== userId)),
    db,
  );
  await Promise.all([
    deleteList(db, KEYS.records(userId)),
    deleteList(db, KEYS.scans(userId)),
    del(KEYS.bookmarks(userId), db),
    del(KEYS.progress(userId), db),
    taught.forgetAll(userId),
  ]);
  await update<LocalTip[]>(
    KEYS.tips,
    (list = []) =>
      list
        .filter((tip) => tip.userId !== userId)
        .map((tip) =>
          tip.upvotedBy.includes(userId) ? { ...tip, upvotedBy: tip.upvotedBy.filter((id) => id !== userId) } : tip,
        ),
    db,
  );
  await update<LocalCorrection[]>(KEYS.corrections, (list = []) => list.filter((c) => c.userId !== userId), db);
}
