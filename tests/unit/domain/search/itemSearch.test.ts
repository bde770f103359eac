import { describe, expect, it } from 'vitest';

import { verdictWithRuling } from '../../../../src/domain/rules/verdict';
import { searchItems, standInItem } from '../../../../src/domain/search/itemSearch';
import { groupByStream } from '../../../../src/domain/search/searchGroups';
import { searchTerm, tokenize } from '../../../../src/domain/search/searchTokens';
import { typedItem } from '../../../../src/domain/search/typedItem';
import { findWasteItem } from '../../../../src/domain/wasteItems';
import { GENERIC_PACK, RULE_PACKS } from '../../../../src/knowledge/rulePacks';
import { LANGUAGES, localeItemWords, rulesOf, searchIndex, TORONTO } from './searchIndexFixture';

const generic = rulesOf(GENERIC_PACK);
const spain = rulesOf(RULE_PACKS.find((pack) => pack.id === 'es')!);
const toronto = rulesOf(TORONTO);
const packOf = (id: string) => rulesOf(RULE_PACKS.find((pack) => pack.id === id)!);
const france = packOf('fr');
const tsu = packOf('jp-tsu');
const saultSteMarie = packOf('ca-sault-ste-marie');
const first = (query: string, rules = generic, language = 'en') =>
  searchItems(searchIndex, query, rules, { language })[0];
const items = (query: string, rules = generic, language = 'en') =>
  searchItems(searchIndex, query, rules, { language }).map((suggestion) => suggestion.item);

describe('search terms', () => {
  it('splits Chinese and Japanese into characters and their pairs, other scripts into words', () => {
    expect(tokenize('废电池')).toEqual(['废', '电', '池', '废电', '电池']);
    expect(tokenize('乾電池（筒型）')).toEqual(['乾', '電', '池', '乾電', '電池', '筒', '型', '筒型']);
    expect(tokenize('でんち')).toEqual(['で', 'ん', 'ち', 'でん', 'んち']);
    expect(tokenize('ペットボトル')).toContain('ボト');
    expect(tokenize('Pizza-box, 2 boxes')).toEqual(['Pizza', 'box', '2', 'boxes']);
    expect(tokenize('केले का छिलका')).toEqual(['केले', 'का', 'छिलका']);
  });

  it('ignores case, accents, Arabic marks and articles, and the Hindi nukta', () => {
    expect(searchTerm('Plátano')).toBe('platano');
    expect(searchTerm('البطاريّة')).toBe(searchTerm('بطارية'));
    expect(searchTerm('بالبطارية')).toBe(searchTerm('بطاريه'));
    expect(searchTerm('फ़ोन')).toBe(searchTerm('फोन'));
  });
});

describe('searchItems', () => {
  it.each([
    ['battery', 'en'],
    ['pila', 'es'],
    ['电池', 'zh'],
    ['बैटरी', 'hi'],
    ['بطارية', 'ar'],
  ])('finds the battery for "%s"', (query, language) => {
    expect(first(query, generic, language)?.item).toBe('battery');
  });

  it.each([
    ['banana peel', 'fruit'],
    ['cascara de platano', 'fruit'],
    ['pizza box', 'pizza-box'],
    ['coffee cup', 'paper-cup'],
    ['styrofoam', 'foam-packaging'],
  ])('finds "%s"', (query, item) => {
    expect(first(query)?.item).toBe(item);
  });

  // The seed's community tips cover these five: each must be findable in every language.
  const SEED_TOPICS = ['paper-cup', 'battery', 'plastic-bag', 'pizza-box', 'foam-packaging'];
  it.each(LANGUAGES)('finds the seed tips’ five items by their %s names and words', (language) => {
    const words = localeItemWords().find((set) => set.language === language)!;
    for (const item of SEED_TOPICS) {
      const name = words.names[item]!;
      expect(items(name, generic, language), `${language} ${name}`).toContain(item);
      for (const term of words.terms[item]?.split(',') ?? [])
        expect(items(term.trim(), generic, language), `${language} ${term}`).toContain(item);
    }
  });

  it('matches prefixes as people type and tolerates a typo', () => {
    expect(first('batt')?.item).toBe('battery');
    expect(first('baterry')?.item).toBe('battery');
    expect(first('piza box')?.item).toBe('pizza-box');
    expect(first('电')).toBeDefined();
  });

  it('says which words matched when they are not the item’s name in the person’s language', () => {
    expect(first('pila', generic, 'en')?.matched).toEqual({ text: expect.stringMatching(/pila/i), language: 'es' });
    expect(first('battery', generic, 'en')?.matched).toBeNull();
  });

  it('puts a word being typed in the person’s own language before another language’s', () => {
    const english = (query: string) => searchItems(searchIndex, query, generic, { language: 'en' }).slice(0, 4);
    expect(english('bat')[0]).toMatchObject({ item: 'battery', matched: null });
    expect(english('bo').map((hit) => hit.matched)).toEqual([null, null, null, null]);
    expect(english('bo').map((hit) => hit.item)).toContain('plastic-bottle');
    expect(english('pa').map((hit) => hit.matched)).toEqual([null, null, null, null]);
    const spanish = searchItems(searchIndex, 'bo', generic, { language: 'es' }).slice(0, 4);
    expect(spanish.map((hit) => hit.matched)).toEqual([null, null, null, null]);
  });

  it('answers with the verdict of the person’s pack', () => {
    const madrid = first('pizza box', spain);
    expect(madrid?.verdict.pack).toBe('es');
    expect(first('battery', spain)?.verdict.stream).toBe('hazardous');
    expect(first('battery', spain)?.verdict.bin.colour).toBe('none');
  });

  it('finds a pack’s own entries by its keywords only for people that pack rules', () => {
    const milkBags = first('milk bags', toronto);
    expect(milkBags?.entry?.title).toBe('Blue Bin (milk bags)');
    expect(milkBags?.entry?.keyword).toEqual({ text: 'milk bags', language: 'en' });
    expect(milkBags?.verdict).toMatchObject({ pack: 'ca-toronto', stream: 'recycling', bin: { id: 'blue-bin' } });
    expect(searchItems(searchIndex, 'milk bags', generic, { language: 'en' }).some((s) => s.entry)).toBe(false);
  });

  it('finds the publisher’s entries in the pack’s own language: French, Japanese and its kana, English', () => {
    for (const query of ['pile', 'piles']) {
      const battery = first(query, france, 'en');
      expect(battery, query).toMatchObject({ item: 'battery', verdict: { pack: 'fr', stream: 'hazardous' } });
      expect(battery?.verdict.bin).toMatchObject({ id: 'piles-lampes', colour: 'none' });
      expect(battery?.matched?.language, query).toBe('fr');
    }
    for (const query of ['電池', 'でんち']) {
      const hits = searchItems(searchIndex, query, tsu, { language: 'en' });
      expect(
        hits.map((hit) => hit.item),
        query,
      ).toContain('battery');
      const battery = hits.find((hit) => hit.item === 'battery')!;
      expect(battery.verdict).toMatchObject({
        pack: 'jp-tsu',
        stream: 'hazardous',
        bin: { id: 'kiken', colour: 'none' },
      });
      expect(
        hits.some((hit) => hit.entry?.keyword.language === 'ja' || hit.matched?.language === 'ja'),
        query,
      ).toBe(true);
    }
    const battery = first('battery', saultSteMarie);
    expect(battery?.verdict).toMatchObject({ pack: 'ca-sault-ste-marie', ref: 'Batteries - Single Use' });
    expect(battery?.verdict.bin).toMatchObject({ id: 'hhw', colour: 'none' });
    expect(first('batteries', saultSteMarie)?.verdict.pack).toBe('ca-sault-ste-marie');
    // Another place's publisher is not the person's: Tsu's words are not searched in France.
    expect(searchItems(searchIndex, 'でんち', france, { language: 'en' }).some((hit) => hit.entry)).toBe(false);
  });

  it('reads a keyword of an entry that rules catalogue items as those items', () => {
    const cup = searchItems(searchIndex, 'takeout coffee cup', toronto, { language: 'en' });
    expect(cup[0]).toMatchObject({ item: 'paper-cup', verdict: { bin: { id: 'garbage' } } });
  });

  it('gives one suggestion per item, at most the limit, and nothing for blank text', () => {
    const results = searchItems(searchIndex, 'plastic', generic, { language: 'en', limit: 5 });
    expect(results.length).toBeLessThanOrEqual(5);
    expect(new Set(results.map((s) => s.key)).size).toBe(results.length);
    expect(searchItems(searchIndex, '   ', generic, { language: 'en' })).toEqual([]);
    expect(searchItems(searchIndex, 'zzqxv', generic, { language: 'en' })).toEqual([]);
  });
});

describe('groupByStream', () => {
  it('groups by where things go, the best suggestion’s group first, rank kept inside', () => {
    const suggestions = searchItems(searchIndex, 'bottle', generic, { language: 'en' });
    const groups = groupByStream(suggestions);
    expect(groups[0]?.suggestions[0]).toBe(suggestions[0]);
    expect(groups.flatMap((group) => group.suggestions)).toHaveLength(suggestions.length);
    for (const group of groups) for (const s of group.suggestions) expect(s.verdict.stream).toBe(group.stream);
  });
});

describe('typed items and rulings', () => {
  it('makes a sure, typed item; a pack entry keeps its words and ruling', () => {
    expect(typedItem({ item: 'battery' })).toEqual({
      id: 'battery',
      label: 'Battery',
      material: 'battery',
      confidence: 1,
      source: 'typed',
      materialConfirmed: true,
    });
    const milkBags = first('milk bags', toronto)!;
    expect(typedItem(milkBags)).toMatchObject({
      typedName: { text: 'milk bags', lang: 'en' },
      ruling: { pack: 'ca-toronto', bin: 'blue-bin', stream: 'recycling' },
    });
  });

  it('stands a catalogue item of the entry’s stream in for it', () => {
    for (const stream of ['recycling', 'compost', 'landfill', 'hazardous', 'drop-off'] as const)
      expect(findWasteItem(standInItem({ title: 'Something', stream }, 'thing'))?.stream).toBe(stream);
  });

  it('never lets a ruling put a hazard in a bin, and speaks only in its own pack', () => {
    const hazard = findWasteItem('household-hazardous')!;
    const ruling = { pack: 'ca-toronto', ref: 'x', stream: 'landfill' as const, bin: 'garbage' };
    expect(verdictWithRuling(TORONTO, GENERIC_PACK, hazard, ruling).bin.id).toBe('hhw');
    const bottle = findWasteItem('plastic-food-container')!;
    expect(verdictWithRuling(TORONTO, GENERIC_PACK, bottle, ruling).bin.id).toBe('garbage');
    expect(verdictWithRuling(GENERIC_PACK, GENERIC_PACK, bottle, ruling).pack).toBe('generic');
  });
});
