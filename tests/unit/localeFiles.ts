// Reading the locale files in tests: one place for loading and flattening them to dotted keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type LocaleTree = { [key: string]: string | LocaleTree };

export const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

export const loadLocale = (language: string): LocaleTree =>
  JSON.parse(readFileSync(join(LOCALES_DIR, `${language}.json`), 'utf8')) as LocaleTree;

export function flatten(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}
