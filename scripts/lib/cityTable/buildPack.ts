// A mapping and its table's entries become a rule pack and the publisher's words served apart from
// it. Each catalogue item is tied to an entry by the mapping's override list, else by its name or
// search words in the table's language (when the app has that language), else left to the pack's
// default rules; entries the catalogue has no item for still count for search.
import { checkPack } from '../../../src/domain/rules/checkPacks';
import { PUBLISHER_TEXT_FORMAT, type PublisherTextFile } from '../../../src/domain/rules/publisherText';
import { RULE_PACK_FORMAT, type RulePack } from '../../../src/domain/rules/rulePack';
import { normalizeForSearch } from '../../../src/domain/text';
import type { WasteItemDefinition } from '../../../src/domain/wasteItems';
import type { TableEntry } from './entries';
import type { JsonPath } from './jsonLines';
import type { Mapping } from './mapping';
import type { ImportProblem } from './problems';

/** The catalogue's words in the table's language (locales: items, search.terms). */
export interface CatalogueWords {
  names: Readonly<Record<string, string>>;
  terms: Readonly<Record<string, string>>;
}

export interface BuiltPack {
  pack: RulePack;
  /** The publisher's words, without the `source` the set-up step stamps on them. */
  text: Omit<PublisherTextFile, 'source'>;
}

export const publisherTextFile = (packId: string) => `${packId}.text.json`;

function tiesByWords(
  entries: readonly TableEntry[],
  catalogue: readonly WasteItemDefinition[],
  words: CatalogueWords,
): Map<string, TableEntry> {
  const byKeyword = new Map<string, TableEntry>();
  for (const entry of entries)
    for (const keyword of entry.keywords) {
      const key = normalizeForSearch(keyword);
      if (!byKeyword.has(key)) byKeyword.set(key, entry);
    }
  const ties = new Map<string, TableEntry>();
  for (const { id } of catalogue) {
    const own = [words.names[id] ?? '', ...(words.terms[id] ?? '').split(/[,，、،]/)].map((word) =>
      normalizeForSearch(word.trim()),
    );
    const entry = own.filter(Boolean).flatMap((word) => byKeyword.get(word) ?? [])[0];
    if (entry) ties.set(id, entry);
  }
  return ties;
}

export function buildPack(
  mapping: Mapping,
  entries: readonly TableEntry[],
  catalogue: readonly WasteItemDefinition[],
  mappingFile: { file: string; lineOf: (path: JsonPath) => number },
  words?: CatalogueWords,
): BuiltPack | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const at = (path: JsonPath, message: string) =>
    problems.push({ file: mappingFile.file, line: mappingFile.lineOf(path), field: path.join('.'), message });
  const byTitle = new Map(entries.map((entry) => [entry.title, entry]));
  const known = new Set(catalogue.map((item) => item.id));
  const ties = new Map<string, TableEntry>();
  for (const [item, title] of Object.entries(mapping.items ?? {})) {
    const entry = title === null ? undefined : byTitle.get(title);
    if (!known.has(item)) at(['items', item], `"${item}" is not a catalogue item`);
    else if (title === null) continue;
    else if (!entry) at(['items', item], `no entry "${title}" in the table (or its category is skipped)`);
    else ties.set(item, entry);
  }
  if (words)
    for (const [item, entry] of tiesByWords(entries, catalogue, words))
      if (!ties.has(item) && mapping.items?.[item] !== null) ties.set(item, entry);
  if (problems.length) return { problems };

  const destination = (entry: TableEntry) => {
    const { stream, bin } = mapping.categories[entry.category]!;
    return { stream, bin };
  };
  const items: RulePack['items'] = {};
  for (const [item, entry] of ties) items[item] = { ...destination(entry), ref: entry.title };
  const { id, names, area, source, notes, bins, rules, language } = mapping.pack;
  const pack: RulePack = {
    format: RULE_PACK_FORMAT,
    id,
    names,
    area,
    source,
    notes: notes ?? [],
    bins,
    items,
    rules,
    publisherText: { file: publisherTextFile(id), language },
  };
  const check = checkPack({ file: `${id}.json`, data: pack }, catalogue);
  if (check.problems.length)
    return {
      problems: check.problems.map((message) => ({
        file: mappingFile.file,
        message: `${message} (fix the category's bin, or tie the item to another entry in items)`,
      })),
    };
  const itemsOf = new Map<TableEntry, string[]>();
  for (const [item, entry] of ties) itemsOf.set(entry, [...(itemsOf.get(entry) ?? []), item]);
  return {
    pack,
    text: {
      format: PUBLISHER_TEXT_FORMAT,
      attribution: source.attribution,
      entries: entries.map((entry) => ({
        title: entry.title,
        items: itemsOf.get(entry) ?? [],
        lines: entry.lines,
        keywords: entry.keywords,
        ...destination(entry),
      })),
    },
  };
}
