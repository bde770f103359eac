// The item search's index built in Node as the app builds it in the browser: the locale files' item
// names and search words, and the packs' served publisher entries (public/data/rules, from set-up).
// The app takes only the person's pack's entries; here every pack's are in, which answers the same,
// since a pack's entries count only for people that pack rules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseRulePack } from '../../src/domain/rules/packSchema';
import { readPublisherEntries } from '../../src/domain/rules/publisherText';
import type { RulePack } from '../../src/domain/rules/rulePack';
import { createItemIndex, entriesOfPack, type ItemWords, type PackEntry } from '../../src/domain/search/itemSearch';
import { readPackFiles } from './rulePackFiles';
import { RULES_DATA_DIR } from './servedData';

export const SEARCH_LANGUAGES = ['en', 'es', 'zh', 'hi', 'ar'] as const;
const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

type WordsTree = { items: Record<string, string>; search?: { terms?: Record<string, string> } };

export function localeItemWords(): ItemWords[] {
  return SEARCH_LANGUAGES.map((language) => {
    const tree = JSON.parse(readFileSync(join(LOCALES_DIR, `${language}.json`), 'utf8')) as WordsTree;
    return { language, names: tree.items, terms: tree.search?.terms ?? {} };
  });
}

/** The packs as the app reads them (the scripts cannot use Vite's glob import). */
export const RULE_PACK_LIST: readonly RulePack[] = readPackFiles().flatMap(({ data }) => {
  const read = parseRulePack(data);
  return 'pack' in read ? [read.pack] : [];
});

/** Every pack's served entries; throws when a pack's file is missing (run `npm run setup`). */
export function servedPackEntries(): PackEntry[] {
  return RULE_PACK_LIST.flatMap((pack) => {
    if (!pack.publisherText) return [];
    const file = join(RULES_DATA_DIR, pack.publisherText.file);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run setup`);
    const entries = readPublisherEntries(JSON.parse(readFileSync(file, 'utf8')));
    if (!entries) throw new Error(`${file} is not a publisher text file`);
    return entriesOfPack(pack, entries);
  });
}

export const buildItemIndex = () => createItemIndex(localeItemWords(), servedPackEntries());
