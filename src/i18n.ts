import i18n, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

// English ships in the main bundle (it is also the fallback) with only the first screen's text: the
// `?lean` import (see vite.config.ts) leaves out the other screens' text (dashboard, community,
// results, education, the legal pages) and the knowledge base, which loadFullEnglish adds before any
// of them shows (screenText), when a scan needs it, and while the home page is idle.
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

// English ships in the main bundle (it is also the fallback); the others load whole, on demand.
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

const fullEnglish = import.meta.glob<Record<string, unknown>>('../locales/en.json', { import: 'default' });
let fullEnglishLoad: Promise<void> | undefined;

/**
 * Adds the English text the main bundle leaves out. Other languages load whole, so only English (or
 * the English fallback) ever needs this. Loads once; a failed load can be retried.
 */
export function loadFullEnglish(): Promise<void> {
  const load = fullEnglish['../locales/en.json'];
  if (!load) return Promise.reject(new Error('locales/en.json is missing from the build'));
  fullEnglishLoad ??= load().then(
    (english) => {
      i18n.addResourceBundle('en', 'translation', english, true, false);
    },
    (error: unknown) => {
      fullEnglishLoad = undefined;
      throw error;
    },
  );
  return fullEnglishLoad;
}

/** Resolves once every text a screen may use is at hand: every screen but the home page waits for it. */
export function screenText(): Promise<void> {
  return currentLanguage() === FALLBACK_LANGUAGE ? loadFullEnglish() : Promise.resolve();
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The languages to try, best first. The stored choice comes first only because it is written solely when
 * the person picks a language themselves; a first visit follows the browser's languages, then the
 * page's lang. i18next takes the first one the app has.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [storedChoice(), ...navigator.languages, document.documentElement.lang].filter((code): code is string => !!code),
};

function applyDocumentLanguage(language: string): void {
  const code = primarySubtag(language);
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(lazyLocaleBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      partialBundledLanguages: true,
      resources: { en: { translation: en } },
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** The person's explicit choice: switch and remember it on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  // The screen showing may use text the main bundle's English leaves out.
  if (language === FALLBACK_LANGUAGE) await loadFullEnglish();
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
