// A person's records on Supabase, as the export file's records: read them all a page at a time, add a
// file's missing ones in batches, or delete the account with delete_my_account() (a migration). Row-level
// security keeps every call to the caller's own rows; the ids the file carries make a repeat a no-op.
import type { SupabaseClient } from '@supabase/supabase-js';

import {
  type AccountData,
  EMPTY_ACCOUNT_DATA,
  type ExportedAction,
  type ExportedBookmark,
  type ExportedCorrection,
  type ExportedTip,
  importResult,
  inFileOrder,
  planImport,
} from '../../../domain/accountData';
import type { ScanHistoryEntry } from '../../../domain/scanHistory';
import { exportedTaught, TAUGHT_EMBEDDING_SIZE, taughtExample } from '../../../domain/taught/taughtExample';
import type { ImportResult, StoredProgress, WorkProgress } from '../dataStore';
import type { DeviceTaught } from '../taught/deviceTaught';
import { dataFailure } from './dataFailure';

/** Supabase answers at most 1,000 rows a request unless its project says otherwise. */
const PAGE_ROWS = 1000;
const BATCH_ROWS = 500;

const iso = (timestamp: string) => new Date(timestamp).toISOString();

interface RecordRow extends Omit<ExportedAction, 'material'> {
  material_composition: { type?: string } | null;
}

/** The person's tables: where each kind of record lives, what is read of it, and its key. */
const TABLES = {
  actions: {
    table: 'recycling_records',
    columns:
      'record_id, action, item_category, material_composition, city, impact_metrics, impact_basis, scan_id, timestamp',
    key: 'record_id',
  },
  scans: {
    table: 'scan_history',
    columns:
      'id, identified_items, disposal_instructions, material_breakdown, eco_tips, sustainable_habits, impact_metrics, nearest_facilities, overall_recyclability, scan_date',
    key: 'id',
  },
  bookmarks: { table: 'bookmarked_results', columns: 'id, result_data, created_at', key: 'id' },
  tips: { table: 'community_tips', columns: 'id, item_type, location, instructions, source, created_at', key: 'id' },
  upvotes: { table: 'tip_upvotes', columns: 'tip_id', key: 'tip_id' },
  corrections: {
    table: 'correction_suggestions',
    columns: 'id, item_label, actual_item, correct_instructions, city, language, created_at',
    key: 'id',
  },
} as const;

type Kind = keyof typeof TABLES;

const withCreatedAt = <T extends { created_at: string }>(row: T): T => ({ ...row, created_at: iso(row.created_at) });

export function supabaseAccountData(client: SupabaseClient, taught: DeviceTaught) {
  async function count(kind: Kind, userId: string): Promise<number> {
    const { count: rows, error } = await client
      .from(TABLES[kind].table)
      .select(TABLES[kind].key, { count: 'exact', head: true })
      .eq('user_id', userId);
    if (error) throw dataFailure(error);
    return rows ?? 0;
  }

  async function readAll<T>(kind: Kind, userId: string, onRows: (rows: number) => void): Promise<T[]> {
    const { table, columns, key } = TABLES[kind];
    const rows: T[] = [];
    for (let from = 0; ; from += PAGE_ROWS) {
      const { data, error } = await client
        .from(table)
        .select(columns)
        .eq('user_id', userId)
        .order(key)
        .range(from, from + PAGE_ROWS - 1);
      if (error) throw dataFailure(error);
      const page = data as unknown as T[];
      rows.push(...page);
      onRows(page.length);
      if (page.length < PAGE_ROWS) return rows;
    }
  }

  async function readProgress(): Promise<StoredProgress> {
    const { data, error } = await client.from('user_progress').select('achievements, notifications').maybeSingle();
    if (error) throw dataFailure(error);
    const row = data as Partial<StoredProgress> | null;
    return { achievements: row?.achievements ?? [], notifications: row?.notifications ?? [] };
  }

  async function exportAccountData(userId: string, onProgress?: WorkProgress): Promise<AccountData> {
    const kinds = Object.keys(TABLES) as Kind[];
    const total = (await Promise.all(kinds.map((kind) => count(kind, userId)))).reduce((a, b) => a + b, 0) + 1;
    let done = 0;
    const onRows = (rows: number) => onProgress?.((done += rows), total);
    const actions = (await readAll<RecordRow>('actions', userId, onRows)).map(
      ({ material_composition, ...row }): ExportedAction => ({
        ...row,
        material: material_composition?.type ?? '',
        timestamp: iso(row.timestamp),
      }),
    );
    const scans = (await readAll<ScanHistoryEntry>('scans', userId, onRows)).map((row) => ({
      ...row,
      scan_date: iso(row.scan_date),
    }));
    const bookmarks = (await readAll<ExportedBookmark>('bookmarks', userId, onRows)).map(withCreatedAt);
    const tips = (await readAll<ExportedTip>('tips', userId, onRows)).map(withCreatedAt);
    const upvotes = await readAll<{ tip_id: string }>('upvotes', userId, onRows);
    const corrections = (await readAll<ExportedCorrection>('corrections', userId, onRows)).map(withCreatedAt);
    const progress = await readProgress();
    // Taught examples never reach the server: they come from this device.
    const examples = (await taught.list(userId)).map(exportedTaught);
    onRows(1);
    return inFileOrder({ actions, scans, bookmarks, tips, upvotes, corrections, taught: examples, progress });
  }

  /** Inserts rows a batch at a time, skipping any whose key is taken; resolves to the keys it stored. */
  async function insertNew(
    table: string,
    key: string,
    rows: readonly object[],
    onRows: (rows: number) => void,
  ): Promise<string[]> {
    // Upvotes are keyed by tip and person; the tip says which were stored.
    const first = key.split(',')[0]!;
    const stored: string[] = [];
    for (let from = 0; from < rows.length; from += BATCH_ROWS) {
      const batch = rows.slice(from, from + BATCH_ROWS);
      const { data, error } = await client
        .from(table)
        .upsert(batch, { onConflict: key, ignoreDuplicates: true })
        .select(first);
      if (error) throw dataFailure(error);
      stored.push(...(data as unknown as Record<string, string>[]).map((row) => row[first]!));
      onRows(batch.length);
    }
    return stored;
  }

  /** The ids among these that name a tip on the server (a file may upvote tips another project has). */
  async function existingTips(ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let from = 0; from < ids.length; from += BATCH_ROWS) {
      const { data, error } = await client
        .from('community_tips')
        .select('id')
        .in('id', ids.slice(from, from + BATCH_ROWS));
      if (error) throw dataFailure(error);
      for (const row of data as { id: string }[]) found.add(row.id);
    }
    return found;
  }

  async function importAccountData(
    userId: string,
    data: AccountData,
    onProgress?: WorkProgress,
  ): Promise<ImportResult> {
    // The server skips every id it already holds (an upsert that ignores duplicates, whoever owns the
    // row), so reading the account's records first would only repeat that; its progress is merged here.
    const plan = planImport({ ...EMPTY_ACCOUNT_DATA, progress: await readProgress() }, data);
    const { add } = plan;
    const total = add.actions.length * 2 + add.scans.length + add.bookmarks.length + add.tips.length;
    const rest = add.upvotes.length + add.corrections.length + 1;
    let done = 0;
    const onRows = (rows: number) => onProgress?.((done += rows), total + rest);

    const owned = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, user_id: userId }));
    const recordIds = await insertNew(
      'recycling_records',
      'record_id',
      owned(add.actions.map(({ material, ...action }) => ({ ...action, material_composition: { type: material } }))),
      onRows,
    );
    const analysed = new Set(recordIds);
    await insertNew(
      'analysis_results',
      'id',
      add.actions
        .filter((action) => analysed.has(action.record_id))
        .map((action) => ({
          id: crypto.randomUUID(),
          record_id: action.record_id,
          identified_items: [{ label: action.item_category }],
          confidence_scores: [1],
          material_breakdown: { type: action.material },
          disposal_instructions: {},
          impact_metrics: action.impact_metrics,
        })),
      onRows,
    );
    const scans = await insertNew('scan_history', 'id', owned(add.scans), onRows);
    const bookmarks = await insertNew('bookmarked_results', 'id', owned(add.bookmarks), onRows);
    const tips = await insertNew('community_tips', 'id', owned(add.tips), onRows);
    const known = await existingTips(add.upvotes.map((u) => u.tip_id));
    const upvotes = await insertNew(
      'tip_upvotes',
      'tip_id,user_id',
      owned(add.upvotes.filter((u) => known.has(u.tip_id))),
      onRows,
    );
    const corrections = await insertNew('correction_suggestions', 'id', owned(add.corrections), onRows);
    const examples = await taught.add(
      userId,
      add.taught.map((example) => taughtExample(example, TAUGHT_EMBEDDING_SIZE)),
    );
    if (plan.progress) {
      const { error } = await client
        .from('user_progress')
        .update({ achievements: plan.progress.achievements, notifications: plan.progress.notifications })
        .eq('user_id', userId);
      if (error) throw dataFailure(error);
    }
    onRows(1);
    const added = {
      actions: recordIds.length,
      scans: scans.length,
      bookmarks: bookmarks.length,
      tips: tips.length,
      upvotes: upvotes.length,
      corrections: corrections.length,
      taught: examples,
    };
    return importResult(data, added, plan);
  }

  async function deleteAccount(userId: string): Promise<void> {
    const { error } = await client.rpc('delete_my_account');
    if (error) throw dataFailure(error);
    await taught.forgetAll(userId);
  }

  return { exportAccountData, importAccountData, deleteAccount };
}
