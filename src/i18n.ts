// Every language ships first with only the first screen's text: the `?lean` import (see
// vite.config.ts) leaves out the parts of src/textSections.ts (the other screens' text, the upload box's
// once it works, the knowledge base), each added before something shows it (sectionText). The whole
// file loads before a switch of language and when a scan needs it. English's lean text is in the main
// bundle, as the fallback; the others' load on demand.
import i18n, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import sections from 'virtual:locale-sections';

import en from '../locales/en.json?lean';
import { FALLBACK_LANGUAGE, type Language, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages';
import type { TextSection } from './textSections';

export { FALLBACK_LANGUAGE, type Language, LANGUAGE_STORAGE_KEY, LANGUAGES };
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

/** `load()` under `key` in `fetches`, fetched once; a failed fetch is tried again on the next call. */
function fetchOnce(
  fetches: Map<string, Promise<LocaleText>>,
  key: string,
  load: (() => Promise<LocaleText>) | undefined,
  language: string,
): Promise<LocaleText> {
  let fetching = fetches.get(key);
  if (!fetching) {
    if (!load) return Promise.reject(missingFile(language));
    fetching = load();
    fetches.set(key, fetching);
    fetching.catch(() => fetches.delete(key));
  }
  return fetching;
}

const fullTextFetches = new Map<string, Promise<LocaleText>>();

/** A language's whole locale file. */
const fetchFullText = (language: string) =>
  fetchOnce(fullTextFetches, language, fullLocales[`../locales/${language}.json`], language);

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
 * fetch can be retried. `silent`: the screens showing are not told (they have all their text), so
 * they do not render again.
 */
export async function loadFullText(language: string, { silent = false } = {}): Promise<void> {
  const [text] = await Promise.all([fetchFullText(language), backendLoads.get(language)]);
  i18n.addResourceBundle(language, 'translation', text, true, false, { silent, skipCopy: false });
}

let initialising: Promise<unknown> = Promise.resolve();

async function loadShownLanguage(silent: boolean): Promise<void> {
  // The language is known once i18next's start has loaded it.
  await initialising;
  await loadFullText(currentLanguage(), { silent });
}

/**
 * Resolves once the whole text of the language showing is at hand: for what shows words from every part
 * (the results, long-form texts, the live viewfinder).
 */
export function screenText(): Promise<void> {
  return loadShownLanguage(false);
}

/**
 * The same, fetched ahead for screens still to come (a scan's results, offline later), without rendering
 * the screen showing again: on the whole home page, that took a long task on a phone.
 */
export function prefetchText(): Promise<void> {
  return loadShownLanguage(true);
}

const sectionFetches = new Map<string, Promise<LocaleText>>();

/** One part of a language's text. */
function fetchSection(language: string, section: TextSection): Promise<LocaleText> {
  const load = sections[language]?.[section];
  return fetchOnce(
    sectionFetches,
    `${language}|${section}`,
    load && (() => load().then((module) => module.default)),
    language,
  );
}

/**
 * Resolves once the given parts of the language showing are at hand, with its first screen's text: a
 * screen waits for its own only (App.tsx), rather than the whole file.
 */
export async function sectionText(needed: readonly TextSection[]): Promise<void> {
  await initialising;
  const language = currentLanguage();
  // After a switch of language, or a scan, the whole file is there already.
  if (fullTextFetches.has(language)) return loadFullText(language);
  const [texts] = await Promise.all([
    Promise.all(needed.map((section) => fetchSection(language, section))),
    backendLoads.get(language),
  ]);
  for (const text of texts) i18n.addResourceBundle(language, 'translation', text, true, false);
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
