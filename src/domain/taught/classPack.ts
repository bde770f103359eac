// A class pack: what one person taught, as a file another can add to theirs (a teacher's set for a
// class). It carries the taught examples and nothing else; a full account export is read too, for its
// taught list. Refused files are refused for the export file's reasons (accountData/exportFile.ts).
import { z } from 'zod';

import {
  EXPORT_FORMAT,
  type ImportRefusal,
  pathOf,
  readExportFile,
  readJsonFile,
  taughtSchema,
} from '../accountData/exportFile';
import {
  type ExportedTaught,
  exportedTaught,
  TAUGHT_EMBEDDING_SIZE,
  type TaughtExample,
  taughtExample,
} from './taughtExample';

export const CLASS_PACK_FORMAT = 'recyclesmart-class-pack';
export const CLASS_PACK_VERSION = 1;

export interface ClassPack {
  format: typeof CLASS_PACK_FORMAT;
  version: number;
  exported_at: string;
  taught: ExportedTaught[];
}

export type ReadClassPackResult =
  { ok: true; examples: TaughtExample[] } | { ok: false; refusal: ImportRefusal; at?: string };

const packSchema = z.object({
  format: z.literal(CLASS_PACK_FORMAT),
  version: z.literal(CLASS_PACK_VERSION),
  exported_at: z.iso.datetime({ offset: true }),
  taught: z.array(taughtSchema).max(100_000),
});

export function classPack(examples: readonly TaughtExample[], exportedAt: Date): ClassPack {
  return {
    format: CLASS_PACK_FORMAT,
    version: CLASS_PACK_VERSION,
    exported_at: exportedAt.toISOString(),
    taught: examples.map(exportedTaught),
  };
}

export const classPackFileName = (date: Date): string =>
  `recyclesmart-class-pack-${date.toISOString().slice(0, 10)}.json`;

const examplesOf = (taught: readonly ExportedTaught[]) =>
  taught.map((example) => taughtExample(example, TAUGHT_EMBEDDING_SIZE));

/** A class pack's examples, or a full export's taught ones; otherwise why the file is refused. */
export async function readClassPack(text: string): Promise<ReadClassPackResult> {
  const read = readJsonFile(text);
  if (!read.ok) return read;
  const { json, format } = read;
  if (format === EXPORT_FORMAT) {
    const read = await readExportFile(text);
    return read.ok ? { ok: true, examples: examplesOf(read.file.taught) } : read;
  }
  if (format !== CLASS_PACK_FORMAT) return { ok: false, refusal: 'notOurs' };
  const { version } = json;
  if (typeof version === 'number' && version > CLASS_PACK_VERSION) return { ok: false, refusal: 'newerVersion' };
  const pack = packSchema.safeParse(json);
  if (!pack.success) {
    return { ok: false, refusal: 'invalid', at: pathOf(pack.error.issues[0]?.path ?? []) };
  }
  return { ok: true, examples: examplesOf(pack.data.taught) };
}
