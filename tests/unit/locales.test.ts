import { readdirSync } from 'node:fs';
import { LANGUAGES } from '../../src/i18n';
import { flatten, loadLocale as load, LOCALES_DIR } from './localeFiles';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// What may stay identical to English: brand and proper names, codes, numbers, symbols, placeholders.
const NOT_WORDS = /RecycleSmart|CO2|CCPA|GDPR|OpenStreetMap|GeoNames|Google|\{\{\s*\w+\s*\}\}|[\d\s.,:;!?%+×x\-–—()/©°'"…]/g;
const hasWordsToTranslate = (text: string) => text.replace(NOT_WORDS, '').length > 0;

const english = flatten(load('en'));

describe('locales', () => {
  it('has one file per supported language and nothing else', () => {
    const files = readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual([...LANGUAGES].map((l) => `${l}.json`).sort());
  });

  it('has no empty English strings', () => {
    for (const [key, value] of english) expect(value.trim(), key).not.toBe('');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      const translated = flatten(load(language));

      it('has every English key and no stray ones', () => {
        expect([...translated.keys()].filter((k) => !english.has(k)), 'keys English lacks').toEqual([]);
        expect([...english.keys()].filter((k) => !translated.has(k)), 'missing keys').toEqual([]);
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
          if (other !== undefined) expect(placeholders(other), key).toEqual(placeholders(text));
        }
      });
    });
  }
});
