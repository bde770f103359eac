// The item search's index, built on first use (the search box's first query): every language's item
// names and search words (locales: items, search.terms) and the publisher keywords of the pack that
// rules the person's place, fetched only for that pack (Tsu's table alone is 0.9 MB). Loaded as its
// own chunk, so the home page does not carry it.
import type { PublisherTextEntry } from '../domain/rules/publisherText';
import type { RulePack } from '../domain/rules/rulePack';
import { type PackPlace, resolvePack } from '../domain/rules/verdict';
import {
  emptyItemIndex,
  entriesOfPack,
  type ItemWords,
  type PackEntry,
  searchItems,
  type SearchOptions,
  type SearchSuggestion,
} from '../domain/search/itemSearch';
import { GENERIC_PACK, RULE_PACKS } from './rulePacks';

type WordsFile = { items?: Record<string, string>; search?: { terms?: Record<string, string> } };

const wordFiles = import.meta.glob<WordsFile>('../../locales/*.json', { query: '?words', import: 'default' });

async function itemWords(): Promise<ItemWords[]> {
  return Promise.all(
    Object.entries(wordFiles).map(async ([path, load]) => {
      const file = await load();
      const language = /([a-z]+)\.json$/.exec(path)?.[1] ?? 'en';
      return { language, names: file.items ?? {}, terms: file.search?.terms ?? {} };
    }),
  );
}

/** The pack's publisher entries when it has them; a pack whose file cannot be had is searched by item words only. */
async function packEntries(
  pack: RulePack,
  load: (file: string) => Promise<readonly PublisherTextEntry[]>,
): Promise<PackEntry[]> {
  if (!pack.publisherText) return [];
  return load(pack.publisherText.file).then(
    (entries) => entriesOfPack(pack, entries),
    () => [],
  );
}

/**
 * Documents added to the index between yields to the page. All at once (365 with no publisher's
 * entries, thousands more with some) was a long task on a phone, on a search page opened with its
 * query: the first words take the longest, about 45 ms for 200 in Node.
 */
const DOCUMENTS_A_PART = 50;

/** The search over the loaded index: what the search box calls on each keystroke. */
export type SearchItems = (query: string, place: PackPlace, options: SearchOptions) => SearchSuggestion[];

export interface LoadedIndex {
  search: SearchItems;
  /** Whether the index holds the publisher's entries for this place's pack (else it is loaded again). */
  covers: (place: PackPlace) => boolean;
}

export async function loadItemIndex(
  loadEntries: (file: string) => Promise<readonly PublisherTextEntry[]>,
  place: PackPlace,
): Promise<LoadedIndex> {
  const pack = resolvePack(RULE_PACKS, place);
  const [words, entries] = await Promise.all([itemWords(), packEntries(pack, loadEntries)]);
  const { index, documents } = emptyItemIndex(words, entries);
  await index.search.addAllAsync(documents, { chunkSize: DOCUMENTS_A_PART });
  return {
    search: (query, where, options) =>
      searchItems(index, query, { pack: resolvePack(RULE_PACKS, where), generic: GENERIC_PACK }, options),
    covers: (where) => resolvePack(RULE_PACKS, where).id === pack.id,
  };
}
