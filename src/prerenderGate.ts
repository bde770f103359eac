// Whether a landing page's pre-rendered first screen (vite.config.ts, landingPages) may be shown, and
// the start of the app's code on that page. The build renders the screen as an English-speaking,
// signed-out person's first visit shows it; anyone else would see it painted and then replaced: English
// before their own language, or the signed-out screen before their own. The build writes
// `prerenderGate` out as a small blocking script of the page's head (an inline one would need its hash
// in the policy), so it decides before the body is parsed, before anything is painted. main.tsx hydrates
// the markup the gate let through and renders afresh otherwise.
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages';
import { SIGNED_IN_STORAGE_KEY } from './services/data/sessionHint';

/** The attribute on <html>: the address the page was rendered for, replaced by the gate's decision. */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';
/** The gate's decisions; global.css hides the markup of a page marked `skip`. */
export const PRERENDER_SHOWN = 'shown';
export const PRERENDER_SKIPPED = 'skip';

export interface GateSettings {
  /** The app's entry (main.tsx, built). */
  entry: string;
  attribute: string;
  shown: string;
  skipped: string;
  languages: readonly string[];
  /** The language the markup is in: i18n.ts's fallback. */
  language: string;
  languageStorageKey: string;
  signedInStorageKey: string;
  /** How long a shown screen's page waits at most for its paint before starting the app. */
  startWithinMs: number;
}

/** The settings but for the entry, which only the build knows. */
export const GATE_SETTINGS: Omit<GateSettings, 'entry'> = {
  attribute: PRERENDER_ATTRIBUTE,
  shown: PRERENDER_SHOWN,
  skipped: PRERENDER_SKIPPED,
  languages: LANGUAGES,
  language: FALLBACK_LANGUAGE,
  languageStorageKey: LANGUAGE_STORAGE_KEY,
  signedInStorageKey: SIGNED_IN_STORAGE_KEY,
  startWithinMs: 3000,
};

/**
 * Marks <html> with whether its pre-rendered markup may be shown: the address is the one it was rendered
 * for (not /login?next=…; whatever the query on a page marked `data-any-query`), nobody was signed in on
 * this browser, and the language i18n.ts's detector settles on is the markup's: the stored choice, then
 * the browser's languages, the first the app has by its primary subtag, else the fallback. Then starts
 * the app: the page names its modules on the gate's own tag (`data-modules`), not as modulepreloads, and
 * the gate asks for them, then runs the entry. For a screen held back, at once, with its text in the
 * person's language (the entry once the page is parsed, as a module script would run); for one shown,
 * once it is painted: fetched beside the page's styles, the app's code shares the connection with them
 * and the first paint waits for both. Its source is the script, so it uses nothing but its settings and
 * the browser.
 */
export function prerenderGate(settings: GateSettings): void {
  const html = document.documentElement;
  const tag = document.currentScript?.dataset;
  const modules = (tag?.modules ?? '').split(' ').filter(Boolean);
  let language = settings.language;
  let shown = false;
  try {
    for (const code of [localStorage.getItem(settings.languageStorageKey), ...navigator.languages]) {
      // As i18next compares them: 'en-GB' is English, 'EN' is no language it has.
      const primary = (code ?? '').split('-')[0] ?? '';
      if (settings.languages.includes(primary)) {
        language = primary;
        break;
      }
    }
    const address = tag?.anyQuery === undefined ? location.pathname + location.search : location.pathname;
    shown =
      html.getAttribute(settings.attribute) === address &&
      language === settings.language &&
      localStorage.getItem(settings.signedInStorageKey) === null;
  } catch {
    // Storage that cannot be read: the app cannot tell the language or the session then, so it renders afresh.
  }
  html.setAttribute(settings.attribute, shown ? settings.shown : settings.skipped);

  // Credentials as the module script will ask, so these fetches serve it.
  const fetchModules = (hrefs: readonly string[]) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const runEntry = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = settings.entry;
    document.head.append(script);
  };
  const whenParsed = (then: () => void) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then) : then();
  if (!shown) {
    // With the screen's text in the person's language (`data-texts`, by language), which the app would
    // otherwise ask for only once its entry had run.
    const texts = JSON.parse(tag?.texts ?? '{}') as Record<string, string[] | undefined>;
    fetchModules([...modules, ...(texts[language] ?? [])]);
    return whenParsed(runEntry);
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    fetchModules(modules);
    whenParsed(runEntry);
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // Told once the paint is on screen, not merely drawn.
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    whenParsed(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
  // A page that does not paint (opened in a background tab) starts all the same.
  setTimeout(start, settings.startWithinMs);
}

/** The gate as a classic script: the function's own source, called with the settings. */
export function gateScript(gate: (settings: GateSettings) => void, settings: GateSettings): string {
  return `(${gate.toString()})(${JSON.stringify(settings)});\n`;
}
