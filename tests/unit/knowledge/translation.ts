// The translate the app hands the knowledge base (i18next's t fixed to a language), loaded synchronously
// from the real locale files, and a recorder of the keys the knowledge base asks for.
import i18next from 'i18next';

import type { Translate } from '../../../src/domain/types';
import { LANGUAGES } from '../../../src/i18n';
import { loadLocale } from '../localeFiles';

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: loadLocale(l) }])),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export function translatorFor(language: string): Translate {
  const t = instance.getFixedT(language);
  return (key, values) => t(key, values);
}

export function recording(translate: Translate): { translate: Translate; keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    translate: (key, values) => {
      keys.add(key);
      return translate(key, values);
    },
  };
}
