// The item search's index, built on first use (the search box's first focus): every language's item
// names and search words (locales: items, search.terms) and each pack's publisher keywords. Loaded as
// its own chunk, so the home page does not carry it.
import type { PublisherTextEntry } from '../domain/rules/publisherText';
import { type PackPlace, resolvePack } from '../domain/rules/verdict';
import {
  createItemIndex,
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

/** Every pack's publisher entries it can get; a pack whose file cannot be had is searched by item words only. */
async function packEntries(load: (file: string) => Promise<readonly PublisherTextEntry[]>): Promise<PackEntry[]> {
  const perPack = await Promise.all(
    RULE_PACKS.flatMap((pack) =>
      pack.publisherText
        ? [
            load(pack.publisherText.file).then(
              (entries) => entriesOfPack(pack, entries),
              () => [],
            ),
          ]
        : [],
    ),
  );
  return perPack.flat();
}

/** The search over the loaded index: what the search box calls on each keystroke. */
export type SearchItems = (query: string, place: PackPlace, options: SearchOptions) => SearchSuggestion[];

export async function loadItemIndex(
  loadEntries: (file: string) => Promise<readonly PublisherTextEntry[]>,
): Promise<SearchItems> {
  const [words, entries] = await Promise.all([itemWords(), packEntries(loadEntries)]);
  const index = createItemIndex(words, entries);
  return (query, place, options) =>
    searchItems(index, query, { pack: resolvePack(RULE_PACKS, place), generic: GENERIC_PACK }, options);
}
