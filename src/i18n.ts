import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

// English ships in the main bundle (it is also the fallback) without its long-form text: the `?lean`
// import (see vite.config.ts) leaves out the education articles and the knowledge base, which
// loadEnglishLongForm adds when first needed.
import en from '../locales/en.json?lean';

export const LANGUAGES = ['en', 'es', 'zh', 'hi', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

export function isRtl(language: string): boolean {
  return RTL_LANGUAGES.has(primarySubtag(language));
}

export function primarySubtag(language: string): string {
  return (language.split('-')[0] ?? language).toLowerCase();
}

// English ships in the main bundle (it is also the fallback); the others load on demand.
const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*.json',
  '!../locales/en.json',
]);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = lazyLocales[`../locales/${language}.json`];
    if (!load) {
      callback(null, language === 'en' ? en : {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

const englishLongForm = import.meta.glob<Record<string, unknown>>('../locales/en.json', { import: 'default' });
let englishLongFormLoad: Promise<void> | undefined;

/**
 * Adds the English long-form text the main bundle leaves out. Other languages load whole, so only
 * English (or the English fallback) ever needs this. Loads once; a failed load can be retried.
 */
export function loadEnglishLongForm(): Promise<void> {
  const load = englishLongForm['../locales/en.json'];
  if (!load) return Promise.reject(new Error('locales/en.json is missing from the build'));
  englishLongFormLoad ??= load().then(
    (english) => {
      i18n.addResourceBundle('en', 'translation', english, true, false);
    },
    (error: unknown) => {
      englishLongFormLoad = undefined;
      throw error;
    },
  );
  return englishLongFormLoad;
}

function applyDocumentLanguage(language: string): void {
  const code = primarySubtag(language);
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(lazyLocaleBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      partialBundledLanguages: true,
      resources: { en: { translation: en } },
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false },
      detection: {
        // The stored choice comes first only because it is written solely when the person picks a
        // language themselves; a first visit follows the browser language, then the page's lang.
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: [],
      },
      react: { useSuspense: true },
    });
}

/** The person's explicit choice: switch and remember it on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode, school policy); the switch still applies for this visit.
  }
}

export function currentLanguage(): Language {
  const code = primarySubtag(i18n.resolvedLanguage ?? i18n.language ?? FALLBACK_LANGUAGE);
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : FALLBACK_LANGUAGE;
}

export default i18n;
