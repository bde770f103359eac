import { readdirSync } from 'node:fs';

import { LANGUAGES } from '../../src/i18n';
import { flatten, loadLocale as load, LOCALES_DIR } from './localeFiles';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// What may stay identical to English: brand and proper names, codes, unit symbols, numbers, symbols, placeholders.
const NOT_WORDS =
  /RecycleSmart|CO2|kWh|CCPA|GDPR|OpenStreetMap|GeoNames|Google|\{\{\s*\w+\s*\}\}|[·\d\s.,:;!?%+×x\-–—()/©°'"…]/g;
const hasWordsToTranslate = (text: string) => text.replace(NOT_WORDS, '').length > 0;

const english = flatten(load('en'));

// i18next's plural keys (key_one, key_other, ...): each language has the forms its own plural rules use.
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_FORM, '');
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map(pluralBase));
const pluralForms = (keys: Iterable<string>, base: string) =>
  [...keys]
    .filter((k) => PLURAL_FORM.test(k) && pluralBase(k) === base)
    .map((k) => k.slice(base.length + 1))
    .sort();
const pluralBases = (keys: Iterable<string>) => new Set([...keys].filter((k) => PLURAL_FORM.test(k)).map(pluralBase));

describe('locales', () => {
  it('has one file per supported language and nothing else', () => {
    const files = readdirSync(LOCALES_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual([...LANGUAGES].map((l) => `${l}.json`).sort());
  });

  it('has each English plural in its one and other forms', () => {
    for (const base of pluralBases(english.keys()))
      expect(pluralForms(english.keys(), base), base).toEqual(['one', 'other']);
  });

  it('has no empty English strings', () => {
    for (const [key, value] of english) expect(value.trim(), key).not.toBe('');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      const translated = flatten(load(language));

      it('has every English key and no stray ones', () => {
        const englishBases = baseKeys(english.keys());
        const translatedBases = baseKeys(translated.keys());
        expect(
          [...translatedBases].filter((k) => !englishBases.has(k)),
          'keys English lacks',
        ).toEqual([]);
        expect(
          [...englishBases].filter((k) => !translatedBases.has(k)),
          'missing keys',
        ).toEqual([]);
      });

      it('has each plural in exactly the forms the language uses', () => {
        const forms = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        for (const base of pluralBases(english.keys()))
          expect(pluralForms(translated.keys(), base), base).toEqual(forms);
      });

      it('translates every string that has words', () => {
        const untranslated = [...english].filter(
          ([key, text]) => hasWordsToTranslate(text) && translated.get(key)?.trim() === text.trim(),
        );
        expect(untranslated.map(([key]) => key)).toEqual([]);
      });

      it('keeps the same interpolation placeholders', () => {
        for (const [key, text] of english) {
          const other = translated.get(key);
          if (other !== undefined && !PLURAL_FORM.test(key))
            expect(placeholders(other), key).toEqual(placeholders(text));
        }
        // A plural form may spell its number out (Arabic's "one" and "two"), but adds no placeholder.
        for (const [key, text] of translated) {
          const englishOther = english.get(`${pluralBase(key)}_other`);
          if (PLURAL_FORM.test(key) && englishOther !== undefined) {
            expect(placeholders(englishOther), key).toEqual(expect.arrayContaining(placeholders(text)));
          }
        }
      });
    });
  }
});
