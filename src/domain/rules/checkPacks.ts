// What `npm run rules:check` and the unit tests ask of the rule packs: each passes the schema (every
// bin named in all five languages, the source and its attribution given), is named as its file, and
// answers for every catalogue item without ever sending a hazard to a bin.
import type { WasteItemDefinition } from '../wasteItems';
import { parseRulePack } from './packSchema';
import { GENERIC_PACK_ID, type RulePack } from './rulePack';
import { isSafeVerdict, packAnswer, verdictFor } from './verdict';

export interface PackFile {
  /** The file name, e.g. 'ca-toronto.json'. */
  file: string;
  data: unknown;
}

export interface PackCheck {
  packs: RulePack[];
  problems: string[];
}

/** The problems of one pack file (schema, name, source, catalogue items, hazards), and the pack when it parses. */
export function checkPack(
  { file, data }: PackFile,
  catalogue: readonly WasteItemDefinition[],
): { pack?: RulePack; problems: string[] } {
  const read = parseRulePack(data);
  if ('error' in read) return { problems: [`${file}: ${read.error}`] };
  const { pack } = read;
  const problems: string[] = [];
  const known = new Set(catalogue.map((item) => item.id));
  if (file !== `${pack.id}.json`)
    problems.push(`${file}: the pack's id is "${pack.id}"; name the file ${pack.id}.json`);
  if (pack.id !== GENERIC_PACK_ID && !pack.area.country) problems.push(`${file}: area.country is required`);
  if (pack.id !== GENERIC_PACK_ID && !pack.source.url) problems.push(`${file}: source.url is required`);
  const named = [...Object.keys(pack.items), ...pack.rules.flatMap((rule) => rule.when.items ?? [])];
  for (const id of named) if (!known.has(id)) problems.push(`${file}: "${id}" is not a catalogue item`);
  for (const item of catalogue) {
    try {
      verdictFor(pack, item);
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
    const answer = packAnswer(pack, item);
    const bin = answer && pack.bins.find((b) => b.id === answer.bin);
    if (answer && bin && !isSafeVerdict(item, { stream: answer.stream, bin })) {
      problems.push(
        `${file}: ${item.id} is a hazard; the pack sends it to "${bin.id}" (${answer.stream}), a household bin`,
      );
    }
  }
  return { pack, problems };
}

export function checkPacks(files: readonly PackFile[], catalogue: readonly WasteItemDefinition[]): PackCheck {
  const problems: string[] = [];
  const packs: RulePack[] = [];
  for (const file of files) {
    const check = checkPack(file, catalogue);
    if (check.pack) packs.push(check.pack);
    problems.push(...check.problems);
  }
  const ids = packs.map((pack) => pack.id);
  for (const id of new Set(ids))
    if (ids.filter((other) => other === id).length > 1) problems.push(`pack id "${id}" is used twice`);
  if (!ids.includes(GENERIC_PACK_ID)) problems.push(`no ${GENERIC_PACK_ID}.json: every place falls back to it`);
  return { packs, problems };
}
