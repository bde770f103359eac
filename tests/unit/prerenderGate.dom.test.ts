// The landing pages' gate (src/prerenderGate.ts) lets the English, signed-out markup through exactly
// when the app will render that same screen: the language i18n settles on is English, nobody was
// signed in on the browser, and the address is the page's own.
import i18n from 'i18next';

import { initI18n, primarySubtag } from '../../src/i18n';
import { GATE_SETTINGS, gateScript, type GateSettings, prerenderGate } from '../../src/prerenderGate';

const SETTINGS: GateSettings = { ...GATE_SETTINGS, entry: '/assets/entry.js' };
const entryScripts = () => document.head.querySelectorAll('script[type=module][src="/assets/entry.js"]').length;

interface Visit {
  stored?: string;
  browser: string[];
  signedIn?: boolean;
  /** The address the page was rendered for; the test's page is at '/'. */
  renderedFor?: string;
}

function gate({ stored, browser, signedIn = false, renderedFor = '/' }: Visit, run = prerenderGate): string | null {
  localStorage.clear();
  if (stored) localStorage.setItem(GATE_SETTINGS.languageStorageKey, stored);
  if (signedIn) localStorage.setItem(GATE_SETTINGS.signedInStorageKey, '1');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  document.documentElement.setAttribute(GATE_SETTINGS.attribute, renderedFor);
  run(SETTINGS);
  return document.documentElement.getAttribute(GATE_SETTINGS.attribute);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.replaceChildren();
});

test.each<[string, Visit, string]>([
  ['an English browser', { browser: ['en-US', 'en'] }, 'shown'],
  ['a Spanish browser', { browser: ['es-ES'] }, 'skip'],
  ['a French browser with English second', { browser: ['fr-FR', 'en'] }, 'shown'],
  ['a French browser alone (English, the fallback)', { browser: ['fr-FR'] }, 'shown'],
  ['a Swiss German browser with Traditional Chinese second', { browser: ['de-CH', 'zh-Hant-TW'] }, 'skip'],
  ['Arabic chosen before in an English browser', { stored: 'ar', browser: ['en-US'] }, 'skip'],
  ['English chosen before in a Hindi browser', { stored: 'en', browser: ['hi-IN'] }, 'shown'],
  ['an English browser someone signed in on', { browser: ['en-US'], signedIn: true }, 'skip'],
  ['another address (a query)', { browser: ['en-US'], renderedFor: '/search' }, 'skip'],
])('%s: %s', (_name, visit, decision) => {
  expect(gate(visit)).toBe(decision);
});

test('a page marked for any query is shown whatever the address’s query; another page is not', () => {
  window.history.replaceState(null, '', '/?q=battery');
  try {
    expect(gate({ browser: ['en-US'] })).toBe('skip');
    const tag = document.createElement('script');
    tag.dataset.anyQuery = '';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    expect(gate({ browser: ['en-US'] })).toBe('shown');
    expect(gate({ browser: ['en-US'], renderedFor: '/search' })).toBe('skip');
    expect(gate({ browser: ['es-ES'] })).toBe('skip');
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('storage that cannot be read holds the markup back', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  expect(gate({ browser: ['en-US'] })).toBe('skip');
});

test('the script the build writes is the gate, running on its own', () => {
  const script = gateScript(prerenderGate, SETTINGS);
  const run = () => void new Function(script)();
  expect(gate({ browser: ['en-US'] }, run)).toBe('shown');
  expect(gate({ browser: ['es-ES'] }, run)).toBe('skip');
});

test('the gate’s language is the one i18n settles on', async () => {
  await initI18n();
  const cases = [['en-US'], ['es-ES'], ['fr-FR', 'en'], ['fr-FR'], ['de-CH', 'zh-Hant-TW'], ['pt-BR', 'hi'], ['AR']];
  for (const browser of cases) {
    const settled = i18n.services.languageUtils.getBestMatchFromCodes([...browser, 'en']) ?? 'en';
    const english = primarySubtag(settled) === GATE_SETTINGS.language;
    expect(gate({ browser }), browser.join(',')).toBe(english ? 'shown' : 'skip');
  }
});

test('held back, the app starts at once; shown, only once the page has painted', () => {
  vi.useFakeTimers();
  gate({ browser: ['es-ES'] });
  expect(entryScripts()).toBe(1);

  document.head.replaceChildren();
  gate({ browser: ['en-US'] });
  expect(entryScripts()).toBe(0);
  // This DOM paints nothing: the app starts all the same.
  vi.advanceTimersByTime(SETTINGS.startWithinMs);
  expect(entryScripts()).toBe(1);
  vi.advanceTimersByTime(SETTINGS.startWithinMs);
  expect(entryScripts()).toBe(1);
});
