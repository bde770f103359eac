// The export file (docs/data-export.md): an envelope naming the format and its version, who it was
// exported from, and the person's records. Reading one checks it all before anything is written, and
// says in one word why a file is refused.
import { z } from 'zod';

import type { EarnedProgress } from '../progress';
import type { ScanHistoryEntry } from '../scanHistory';
import { readEmbedding, TAUGHT_EMBEDDING_SIZE } from '../taught/taughtExample';
import { FACILITY_TYPES, MATERIALS, UNSURE_REASONS } from '../types';
import { type AccountData, RECORD_KINDS, type RecordKind } from './accountData';

z.config({ jitless: true });

export const EXPORT_FORMAT = 'recyclesmart-account-export';
/** 2 added `taught`; a version 1 file is read as one with nothing taught. */
export const EXPORT_VERSION = 2;
/** Far above what years of use write (10,000 records are about 8 MB), small enough to read at once. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
export const MAX_RECORDS_PER_KIND = 100_000;

export type ExportSource = 'local' | 'supabase';

export interface ExportFile extends AccountData {
  format: typeof EXPORT_FORMAT;
  version: number;
  exported_at: string;
  source: ExportSource;
  profile: { email: string; name: string | null };
}

/**
 * Why a file is refused: over the size limit; not JSON or cut short; JSON from something else; a
 * version this app does not know yet; or ours, with a record that is not as it must be.
 */
export type ImportRefusal = 'tooLarge' | 'damaged' | 'notOurs' | 'newerVersion' | 'invalid';

export type ReadExportResult =
  { ok: true; file: ExportFile } | { ok: false; refusal: ImportRefusal; /** Where, for 'invalid'. */ at?: string };

// Timestamps are kept as UTC ISO strings with milliseconds whatever wrote them (Postgres writes
// +00:00), so a file read back from either store compares equal.
const timestamp = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());
const id = z.guid();
const words = (min: number, max: number) => z.string().refine((s) => s.trim().length >= min && s.length <= max);
const optionalText = (max: number) => z.string().max(max).nullable();
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_RECORDS_PER_KIND);
const figure = z.number().finite().nonnegative();

const impactSchema = z.object({
  co2_saved: figure,
  material_reduced: figure,
  water_saved: figure,
  energy_saved: figure,
  trees_equivalent: figure,
});

const actionSchema = z.object({
  record_id: id,
  action: z.enum(['recycled', 'composted', 'disposed']),
  item_category: words(1, 200),
  material: z.string().max(200),
  city: optionalText(200),
  impact_metrics: impactSchema,
  impact_basis: z.enum(['analysis', 'estimate', 'none']),
  scan_id: id.nullable(),
  timestamp,
});

const scanSchema: z.ZodType<ScanHistoryEntry> = z.object({
  id,
  identified_items: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      material: z.enum(MATERIALS),
      confidence: z.number().finite(),
      unsure: z.enum(UNSURE_REASONS).optional(),
      choices: z.array(z.enum([...MATERIALS, 'hazardous'])).optional(),
    }),
  ),
  disposal_instructions: z.object({
    steps: z.array(z.object({ icon: z.string(), text: z.string(), lang: z.string().optional() })),
    warning: z.string().optional(),
    location: z.string(),
  }),
  material_breakdown: z.array(
    z.object({ part: z.string(), type: z.string(), recyclable: z.boolean(), details: z.string() }),
  ),
  eco_tips: z.array(z.object({ icon: z.string(), title: z.string(), description: z.string() })),
  sustainable_habits: z.array(z.object({ emoji: z.string(), text: z.string() })),
  impact_metrics: impactSchema.nullable(),
  nearest_facilities: z.array(
    // A place with no position (a city's table of addresses) has none and no distance; a file written
    // before places had types and licence lines reads as a typeless place of no stated source.
    z.looseObject({
      name: z.string(),
      type: z.enum(FACILITY_TYPES).default('other'),
      address: z.string(),
      latitude: z.number().finite().nullable(),
      longitude: z.number().finite().nullable(),
      distanceMiles: z.number().finite().nullable(),
      mapsUrl: z.string(),
      acceptedMaterials: z.array(z.string()),
      attribution: z.string().default(''),
    }),
  ),
  overall_recyclability: z.number().int().min(0).max(100),
  scan_date: timestamp,
}) as z.ZodType<ScanHistoryEntry>;

const bookmarkSchema = z.object({
  id,
  result_data: z.json().refine((value) => value !== null, 'a bookmark keeps a result'),
  created_at: timestamp,
});

const tipSchema = z.object({
  id,
  item_type: words(1, 120),
  location: words(1, 200),
  instructions: words(1, 2000),
  source: optionalText(300),
  created_at: timestamp,
});

const correctionSchema = z.object({
  id,
  item_label: words(1, 200),
  actual_item: words(1, 200),
  correct_instructions: words(1, 2000),
  city: optionalText(200),
  language: optionalText(16),
  created_at: timestamp,
});

/** A taught example: the embedding is checked to be base64 of the model's 1280 finite float32 values. */
export const taughtSchema = z.object({
  id,
  item_id: z.string().regex(/^[a-z0-9-]{1,80}$/),
  material: z.enum(MATERIALS),
  embedding: z.string().refine((text) => readEmbedding(text, TAUGHT_EMBEDDING_SIZE) !== null, 'an embedding'),
  taught_at: timestamp,
});

const progressSchema: z.ZodType<EarnedProgress> = z.object({
  achievements: list(
    z.object({
      id: z.string().min(1).max(100),
      type: z.enum(['streak', 'badge']),
      title: z.string().max(200),
      description: z.string().max(1000),
      date: z.string().max(40),
      icon: z.string().max(40),
    }),
  ),
  notifications: list(
    z.object({
      id: z.string().min(1).max(100),
      type: z.enum(['streak', 'badge']),
      message: z.string().max(1000),
      icon: z.string().max(40),
      date: z.string().max(40),
      read: z.boolean(),
    }),
  ),
});

const RECORD_SCHEMAS = {
  actions: actionSchema,
  scans: scanSchema,
  bookmarks: bookmarkSchema,
  tips: tipSchema,
  upvotes: z.object({ tip_id: id }),
  corrections: correctionSchema,
  taught: taughtSchema,
} satisfies Record<RecordKind, z.ZodType>;

// The lists are checked record by record afterwards, a slice at a time, so a large file never holds
// the page for long.
const envelopeSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.union([z.literal(1), z.literal(EXPORT_VERSION)]),
  exported_at: timestamp,
  source: z.enum(['local', 'supabase']),
  profile: z.object({ email: z.string().max(320), name: z.string().max(200).nullable() }),
  ...(Object.fromEntries(RECORD_KINDS.map((kind) => [kind, list(z.unknown())])) as Record<
    RecordKind,
    z.ZodArray<z.ZodUnknown>
  >),
  progress: progressSchema,
});

/** Records checked between two pauses: about 10 ms of work on a phone. */
const SLICE = 250;

export interface ReadOptions {
  /** Records checked of all the file's records. */
  onProgress?: (done: number, total: number) => void;
  /** Awaited between slices; the page passes a yield to the browser. */
  pause?: () => Promise<void>;
}

/** A file the size of `bytes` is refused before it is read. */
export const isTooLarge = (bytes: number): boolean => bytes > MAX_IMPORT_BYTES;

/** Where in a file a schema issue is, e.g. `actions[0].impact_metrics.co2_saved`. */
export function pathOf(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}

/** A file's JSON object and the format it names, or why it cannot be one of ours at all. */
export function readJsonFile(
  text: string,
): { ok: true; json: Record<string, unknown>; format: unknown } | { ok: false; refusal: ImportRefusal } {
  // Callers check the file's size before reading it; a text longer in characters is larger in bytes.
  if (isTooLarge(text.length)) return { ok: false, refusal: 'tooLarge' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, refusal: 'damaged' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, refusal: 'notOurs' };
  return { ok: true, json: json as Record<string, unknown>, format: (json as { format?: unknown }).format };
}

export async function readExportFile(text: string, options: ReadOptions = {}): Promise<ReadExportResult> {
  const read = readJsonFile(text);
  if (!read.ok) return read;
  const { json } = read;
  if (read.format !== EXPORT_FORMAT) return { ok: false, refusal: 'notOurs' };
  const { version } = json;
  if (typeof version === 'number' && Number.isInteger(version) && version > EXPORT_VERSION) {
    return { ok: false, refusal: 'newerVersion' };
  }
  const envelope = envelopeSchema.safeParse(version === 1 ? { taught: [], ...json } : json);
  if (!envelope.success) return { ok: false, refusal: 'invalid', at: pathOf(envelope.error.issues[0]?.path ?? []) };

  const total = RECORD_KINDS.reduce((sum, kind) => sum + envelope.data[kind].length, 0);
  // Parsing a large file is a long task of its own: checking starts in the next one.
  await options.pause?.();
  let done = 0;
  const records: Partial<Record<RecordKind, unknown[]>> = {};
  for (const kind of RECORD_KINDS) {
    const items = envelope.data[kind];
    const checked: unknown[] = [];
    for (let start = 0; start < items.length; start += SLICE) {
      for (let i = start; i < Math.min(items.length, start + SLICE); i += 1) {
        const parsed = RECORD_SCHEMAS[kind].safeParse(items[i]);
        if (!parsed.success) {
          return { ok: false, refusal: 'invalid', at: pathOf([kind, i, ...(parsed.error.issues[0]?.path ?? [])]) };
        }
        checked.push(parsed.data);
      }
      done += Math.min(SLICE, items.length - start);
      options.onProgress?.(done, total);
      await options.pause?.();
    }
    records[kind] = checked;
  }
  return { ok: true, file: { ...envelope.data, ...records } as ExportFile };
}

export function exportFile(
  data: AccountData,
  about: { source: ExportSource; profile: ExportFile['profile']; exportedAt: Date },
): ExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: about.exportedAt.toISOString(),
    source: about.source,
    profile: about.profile,
    ...data,
  };
}

/** The records of a file, without its envelope. */
export function accountDataOf(file: ExportFile): AccountData {
  const { actions, scans, bookmarks, tips, upvotes, corrections, taught, progress } = file;
  return { actions, scans, bookmarks, tips, upvotes, corrections, taught, progress };
}

/**
 * The file's text in pieces, one record a line, so writing a large file can pause between pieces (a
 * single JSON.stringify of 10,000 records holds the page for over 100 ms) and the file still reads well.
 */
export function* exportFileText(file: ExportFile, recordsPerPiece = SLICE): Generator<string> {
  const { progress, ...rest } = file;
  const envelope = Object.entries(rest).filter(([key]) => !(RECORD_KINDS as readonly string[]).includes(key));
  yield `{\n${envelope.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)},\n`).join('')}`;
  for (const kind of RECORD_KINDS) {
    const records = file[kind] as readonly unknown[];
    yield `${JSON.stringify(kind)}: [`;
    for (let start = 0; start < records.length; start += recordsPerPiece) {
      const lines = records.slice(start, start + recordsPerPiece).map((record) => `\n  ${JSON.stringify(record)}`);
      yield `${start > 0 ? ',' : ''}${lines.join(',')}`;
    }
    yield `${records.length > 0 ? '\n' : ''}],\n`;
  }
  yield `"progress": ${JSON.stringify(progress)}\n}\n`;
}

export const exportFileName = (date: Date): string => `recyclesmart-data-${date.toISOString().slice(0, 10)}.json`;
