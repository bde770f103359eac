// "What goes where" search: catalogue items by their names and the words people use for them, in the
// five languages, and a rule pack's own entries by the publisher's keywords in its language (Toronto's
// Waste Wizard, ADEME's French, Tsu's Japanese and its kana readings),
// ranked by MiniSearch (prefix as you type, typo-tolerant) and answered with the verdict of the
// person's pack. Pure: the caller hands in the words (locales) and the publisher's entries.
import MiniSearch, { type SearchResult } from 'minisearch';

import type { RuleContext } from '../analysis/analysis';
import { materialOf } from '../materials';
import type { PublisherTextEntry } from '../rules/publisherText';
import type { RulePack } from '../rules/rulePack';
import { type PackRuling, type Verdict, verdictWithRuling } from '../rules/verdict';
import type { DisposalStream, Material } from '../types';
import { findWasteItem, WASTE_ITEMS } from '../wasteItems';
import { isCjkTerm, searchTerm, tokenize } from './searchTokens';

/** One language's words for the catalogue: each item's name, and the other words people type for it. */
export interface ItemWords {
  language: string;
  names: Readonly<Record<string, string>>;
  /** Comma-separated, as translators write them (locales: search.terms.<item>). */
  terms: Readonly<Record<string, string>>;
}

/** A publisher's entry in a pack, as searched: its keywords and where it sends what it covers. */
export type PackEntry = Pick<PublisherTextEntry, 'title' | 'items' | 'keywords' | 'stream' | 'bin'> & {
  pack: string;
  /** The language the publisher writes in. */
  language: string;
};

/** A pack's publisher entries as the search reads them. */
export function entriesOfPack(
  pack: Pick<RulePack, 'id' | 'publisherText'>,
  entries: readonly PublisherTextEntry[],
): PackEntry[] {
  const language = pack.publisherText?.language ?? 'en';
  return entries.map(({ title, items, keywords, stream, bin }) => ({
    pack: pack.id,
    language,
    title,
    items,
    keywords,
    stream,
    bin,
  }));
}

export interface SearchDocument {
  id: string;
  /** An item's name or words in one language, or one keyword of a pack entry. */
  kind: 'item' | 'keyword';
  language: string;
  name: string;
  /** The other words people use for it, comma-separated. */
  words: string;
  item?: string;
  /** Index into the entries the index was built with. */
  entry?: number;
}

export interface ItemIndex {
  search: MiniSearch<SearchDocument>;
  entries: readonly PackEntry[];
  size: number;
}

/** Words the person typed that matched, shown when they are not the item's name in their language. */
export interface MatchedWords {
  text: string;
  language: string;
}

export interface SearchSuggestion {
  /** Stable per suggestion: 'item:<id>' or 'entry:<pack>:<title>'. */
  key: string;
  /** The catalogue item whose advice applies (for a pack entry, the nearest one of its stream and material). */
  item: string;
  matched: MatchedWords | null;
  /** Set for an entry the catalogue has no item of: its own words name it, its pack rules it. */
  entry?: { title: string; keyword: MatchedWords; ruling: PackRuling };
  verdict: Verdict;
}

const splitTerms = (terms: string | undefined) =>
  (terms ?? '')
    .split(/[,，、،]/)
    .map((term) => term.trim())
    .filter(Boolean);

function* documentsOf(words: readonly ItemWords[], entries: readonly PackEntry[]): Generator<SearchDocument> {
  for (const { language, names, terms } of words) {
    for (const { id, label } of WASTE_ITEMS) {
      const name = names[id] ?? (language === 'en' ? label : '');
      const termList = splitTerms(terms[id]);
      if (!name && !termList.length) continue;
      yield { id: `item:${id}:${language}`, kind: 'item', language, name, words: termList.join(', '), item: id };
    }
  }
  for (const [index, entry] of entries.entries()) {
    for (const [k, keyword] of entry.keywords.entries()) {
      yield {
        id: `kw:${index}:${k}`,
        kind: 'keyword',
        language: entry.language,
        name: keyword,
        words: '',
        entry: index,
      };
    }
  }
}

/**
 * The index over the catalogue's words in every language given and the packs' entries, still empty,
 * with the documents that fill it: added at once (createItemIndex) or a part at a time, between other
 * work (the app's, src/knowledge/itemSearchIndex.ts).
 */
export function emptyItemIndex(
  words: readonly ItemWords[],
  entries: readonly PackEntry[] = [],
): { index: ItemIndex; documents: readonly SearchDocument[] } {
  const search = new MiniSearch<SearchDocument>({
    fields: ['name', 'words'],
    storeFields: ['kind', 'language', 'name', 'words', 'item', 'entry'],
    tokenize,
    processTerm: searchTerm,
    searchOptions: {
      boost: { name: 2 },
      prefix: true,
      // Typos forgiven from four letters on (one; two from seven: "baterry"), never in Chinese
      // characters or kana; a word being typed ("batt") is a prefix first, not a typo of a shorter word ("butt").
      fuzzy: (term) => (term.length < 4 || isCjkTerm(term) ? false : 0.25),
      maxFuzzy: 2,
      weights: { fuzzy: 0.3, prefix: 0.7 },
    },
  });
  const documents = [...documentsOf(words, entries)];
  return { index: { search, entries, size: documents.length }, documents };
}

/** The index over the catalogue's words in every language given, and the packs' entries. */
export function createItemIndex(words: readonly ItemWords[], entries: readonly PackEntry[] = []): ItemIndex {
  const { index, documents } = emptyItemIndex(words, entries);
  index.search.addAll(documents);
  return index;
}

// A stand-in from the catalogue for an entry it has no item of: its advice (steps, parts, impact) is
// the nearest there is; the verdict stays the publisher's (PackRuling).
const STREAM_STAND_INS: Readonly<Record<DisposalStream, string>> = {
  recycling: 'plastic-food-container',
  compost: 'food-leftovers',
  landfill: 'general-waste',
  hazardous: 'household-hazardous',
  'drop-off': 'scrap-metal',
};

/** The catalogue item that stands in for a pack entry: one of the entry's material and stream, else its stream's. */
export function standInItem(entry: Pick<PackEntry, 'title' | 'stream'>, keyword: string): string {
  const material: Material | null = materialOf(`${keyword} ${entry.title}`);
  const ofMaterial = WASTE_ITEMS.find((item) => item.material === material && item.stream === entry.stream);
  return ofMaterial?.id ?? STREAM_STAND_INS[entry.stream];
}

/** The verdict for a catalogue item in the person's pack, with a pack's own ruling when it has one. */
export function suggestionVerdict(
  item: string,
  rules: Pick<RuleContext, 'pack' | 'generic'>,
  ruling?: PackRuling,
): Verdict {
  const definition = findWasteItem(item) ?? findWasteItem(STREAM_STAND_INS.landfill)!;
  return verdictWithRuling(rules.pack, rules.generic, definition, ruling);
}

type Hit = SearchResult & Partial<SearchDocument>;

function matchedWords(hit: Hit, language: string): MatchedWords | null {
  const inName = Object.values(hit.match).some((fields) => fields.includes('name'));
  if (inName && hit.language === language) return null;
  const terms = new Set(hit.terms);
  const text = inName
    ? (hit.name ?? '')
    : (splitTerms(hit.words).find((term) => tokenize(term).some((token) => terms.has(searchTerm(token) ?? ''))) ??
      splitTerms(hit.words)[0]);
  return text ? { text, language: hit.language ?? language } : null;
}

/** A catalogue item's own words rank above a publisher's keyword that matches as well. */
const ITEM_BOOST = 1.5;
const OWN_LANGUAGE_BOOST = 2;

/** Hits scoring under this share of the best are not suggested. */
const MIN_RELATIVE_SCORE = 0.2;

/** How many of the best hits are ranked again by whole-phrase matches (the rest keep their order). */
const PHRASE_RANKED = 40;

const phraseOf = (text: string) =>
  tokenize(text)
    .map((token) => searchTerm(token) ?? '')
    .join(' ');

// A phrase that begins with what was typed counts in the person's own language only: a word being
// typed is theirs ("bo" is a bottle before a Spanish "botella").
function byPhrase(hits: readonly Hit[], query: string, language: string): Hit[] {
  const typed = phraseOf(query);
  const rank = (hit: Hit) => {
    const phrases = [hit.name ?? '', ...splitTerms(hit.words)].map(phraseOf);
    if (phrases.includes(typed)) return 2;
    return hit.language === language && phrases.some((phrase) => phrase.startsWith(typed)) ? 1 : 0;
  };
  return hits
    .map((hit, order) => ({ hit, order, rank: rank(hit) }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order)
    .map(({ hit }) => hit);
}

export interface SearchOptions {
  /** The interface language: a match on the item's name in it needs no "matched" words. */
  language: string;
  limit?: number;
}

/**
 * Suggestions for what the person typed, best first, one per item (or pack entry), with the verdict of
 * their pack. A pack's keywords count only for people that pack rules: another city's rules are not theirs.
 */
export function searchItems(
  index: ItemIndex,
  query: string,
  rules: Pick<RuleContext, 'pack' | 'generic'>,
  { language, limit = 8 }: SearchOptions,
): SearchSuggestion[] {
  if (!query.trim()) return [];
  const filter = (result: SearchResult) =>
    result.kind === 'item' || index.entries[result.entry as number]?.pack === rules.pack.id;
  // Words that all occur together ("cáscara de plátano") rank first.
  // Among those, a name or word that is what was typed, or begins with it, comes first: "coffee cup"
  // is the paper cup's word, before the plastic cup's "iced coffee cup".
  // Words of the person's own language come before another language's that match as well: "bo" is a
  // bottle or a box to someone reading English before it is a Spanish "bombilla".
  const boostDocument = (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
    (stored?.kind === 'item' ? ITEM_BOOST : 1) * (stored?.language === language ? OWN_LANGUAGE_BOOST : 1);
  const together = index.search.search(query, { filter, boostDocument, combineWith: 'AND' }) as Hit[];
  const any = index.search.search(query, { filter, boostDocument }) as Hit[];
  // A far weaker hit is a stray typo match ("battery" -> "kraft bag"): it is left out.
  const floor = (together[0]?.score ?? any[0]?.score ?? 0) * MIN_RELATIVE_SCORE;
  // Any of the words, only as typed or begun: a typo is forgiven when it fits with every other word
  // ("baterry"), not alone ("duct tape" is not a metal "tapa").
  const typed = tokenize(query).flatMap((token) => searchTerm(token) ?? []);
  const asTyped = (hit: Hit) => hit.terms.some((term) => typed.some((word) => term.startsWith(word)));
  const hits = [
    ...byPhrase(together.slice(0, PHRASE_RANKED), query, language),
    ...together.slice(PHRASE_RANKED),
    ...any.filter(asTyped),
  ];
  const suggestions = new Map<string, SearchSuggestion>();
  const add = (suggestion: SearchSuggestion) => {
    if (!suggestions.has(suggestion.key)) suggestions.set(suggestion.key, suggestion);
  };
  for (const hit of hits) {
    if (suggestions.size >= limit) break;
    if (hit.score < floor) continue;
    if (hit.kind === 'item' && hit.item) {
      add({
        key: `item:${hit.item}`,
        item: hit.item,
        matched: matchedWords(hit, language),
        verdict: suggestionVerdict(hit.item, rules),
      });
      continue;
    }
    const entry = index.entries[hit.entry as number];
    if (!entry) continue;
    const keyword = { text: hit.name ?? '', language: entry.language };
    if (entry.items.length) {
      for (const item of entry.items)
        add({ key: `item:${item}`, item, matched: keyword, verdict: suggestionVerdict(item, rules) });
      continue;
    }
    const ruling: PackRuling = { pack: entry.pack, ref: entry.title, stream: entry.stream, bin: entry.bin };
    const item = standInItem(entry, keyword.text);
    add({
      key: `entry:${entry.pack}:${entry.title}`,
      item,
      matched: null,
      entry: { title: entry.title, keyword, ruling },
      verdict: suggestionVerdict(item, rules, ruling),
    });
  }
  return [...suggestions.values()].slice(0, limit);
}
