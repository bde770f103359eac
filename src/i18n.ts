import i18n, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every language ships first with only the first screen's text: the `?lean` import (see
// vite.config.ts) leaves out the other screens' text (dashboard, community, results, education, the
// legal pages) and the knowledge base, which loadFullText adds before any of them shows (screenText),
// before a switch of language, when a scan needs it, and while the home page is idle. English's lean
// text is in the main bundle, as the fallback; the others' load on demand.
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

type LocaleText = Record<string, unknown>;

const leanLocales = import.meta.glob<LocaleText>(['../locales/*.json', '!../locales/en.json'], {
  query: '?lean',
  import: 'default',
});
const fullLocales = import.meta.glob<LocaleText>('../locales/*.json', { import: 'default' });

const missingFile = (language: string) => new Error(`locales/${language}.json is missing from the build`);

const fullTextFetches = new Map<string, Promise<LocaleText>>();

/** A language's whole locale file, fetched once; a failed fetch is tried again on the next call. */
function fetchFullText(language: string): Promise<LocaleText> {
  let fetching = fullTextFetches.get(language);
  if (!fetching) {
    const load = fullLocales[`../locales/${language}.json`];
    if (!load) return Promise.reject(missingFile(language));
    fetching = load();
    fullTextFetches.set(language, fetching);
    fetching.catch(() => fullTextFetches.delete(language));
  }
  return fetching;
}

// i18next's own loads, settled once the text is in its store.
const backendLoads = new Map<string, Promise<void>>();

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    // i18next replaces whole sections with what this gives, so once the whole file is at hand it gives
    // that, not the lean text (a retried load can come after loadFullText).
    const text = fullTextFetches.get(language) ?? leanLocales[`../locales/${language}.json`]?.();
    backendLoads.set(
      language,
      (text ?? Promise.reject(missingFile(language))).then(
        (loaded) => callback(null, loaded),
        (error: unknown) => callback(error as Error, false),
      ),
    );
  },
};

/**
 * Adds the text a language's lean part leaves out. It waits for i18next's own load of the language,
 * which replaces whole sections and so must not land after it. The file is fetched once; a failed
 * fetch can be retried.
 */
export async function loadFullText(language: string): Promise<void> {
  const [text] = await Promise.all([fetchFullText(language), backendLoads.get(language)]);
  i18n.addResourceBundle(language, 'translation', text, true, false);
}

let initialising: Promise<unknown> = Promise.resolve();

/** Resolves once every text a screen may use is at hand: every screen but the home page waits for it. */
export async function screenText(): Promise<void> {
  // The language is known once i18next's start has loaded it.
  await initialising;
  await loadFullText(currentLanguage());
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
  initialising = i18n
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
      // Text added after the first render (the rest of a language, src/i18n.ts) re-renders what uses it, such as the tab's title.
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
  return initialising;
}

/** The person's explicit choice: switch and remember it on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  // The screen showing may use any of the language's text, not only the first screen's.
  await loadFullText(language);
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
