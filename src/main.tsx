import './styles/global.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { App, preloadScreen } from './App';
import { currentLanguage, FALLBACK_LANGUAGE, initI18n } from './i18n';
import { whenIdle } from './idle';
import { PRERENDER_ATTRIBUTE, PRERENDER_SHOWN } from './prerenderGate';
import { maybeSignedIn } from './services/data/sessionHint';
import { sessionAtom } from './state/account';
import { appStore } from './state/store';
import { setPrerenderedDay } from './today';
import { linkManifest } from './webManifest';

// The session check waits for the first screen: none of the data store's code is needed to show it.
// A browser nobody signed in on shows the signed-out screens at once; on another, the screens that
// depend on the session show a spinner until the check ends, and the header offers "Sign in" meanwhile.
const SESSION_CHECK_AFTER_MS = 500;

// A direct link's screen starts loading now rather than during the first render (the home page is in
// this bundle, and a landing page has the browser fetch the rest beside it: vite.config.ts), and the app
// first renders once it is there: a header and spinner painted first would only be painted over, and
// whatever starts after the first paint (below) would compete with the screen's own files. A screen slow
// to arrive shows that spinner after SCREEN_WAIT_MS.
const SCREEN_WAIT_MS = 1000;
// Installing the app can wait for the first screen (src/webManifest.ts).
const MANIFEST_AFTER_MS = 2000;

void initI18n();
const screenLoaded = Promise.race([
  preloadScreen(window.location.pathname),
  new Promise((resolve) => window.setTimeout(resolve, SCREEN_WAIT_MS)),
]);

if (!maybeSignedIn()) appStore.set(sessionAtom, { status: 'signedOut' });

function checkSessionWhenIdle(): void {
  whenIdle(() => {
    import('./state/sessionLifecycle')
      .then(({ startAppSession }) => startAppSession(appStore))
      .catch((error: unknown) => {
        console.error('The data store could not start', error);
        appStore.set(sessionAtom, { status: 'signedOut', error: 'auth_check_failed' });
      });
  }, SESSION_CHECK_AFTER_MS);
}

// A pre-rendered screen was rendered with no data store: hydration yields to other tasks, and a session
// that started meanwhile would have parts of it render otherwise, which React does not patch in the
// markup (a submit button left disabled for good). Its session check waits until it is hydrated, or
// until the app renders afresh; either happens once.
const mayHydrate = document.documentElement.getAttribute(PRERENDER_ATTRIBUTE) === PRERENDER_SHOWN;
if (!mayHydrate) checkSessionWhenIdle();

whenIdle(linkManifest, MANIFEST_AFTER_MS);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/**
 * The day the root's pre-rendered screen (a landing page's: vite.config.ts, landingPages) was rendered on,
 * when it is to be hydrated: its gate let it through (src/prerenderGate.ts), and the language and the
 * session came out as the gate expected. index.html, which the service worker serves every later visit,
 * has none.
 */
function prerenderedOn(root: HTMLElement): string | undefined {
  const shown =
    mayHydrate && currentLanguage() === FALLBACK_LANGUAGE && appStore.get(sessionAtom).status === 'signedOut';
  return shown ? root.dataset.renderedOn : undefined;
}

/** Lets the pre-rendered screen be used (the build writes it inert) and the session start once React has hydrated it. */
function usableOnceHydrated(root: HTMLElement): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root.removeAttribute('inert');
    checkSessionWhenIdle();
  };
}

// Once the screen's code and text are there, the pre-rendered screen is hydrated, which paints nothing
// new, or the app renders into an emptied root: markup its gate held back (never painted), or markup the
// app would not render the same way.
void screenLoaded.then(() => {
  const day = prerenderedOn(root);
  if (day !== undefined) {
    setPrerenderedDay(day);
    hydrateRoot(root, <App Router={BrowserRouter} onHydrated={usableOnceHydrated(root)} />);
    return;
  }
  if (mayHydrate) checkSessionWhenIdle();
  root.replaceChildren();
  root.removeAttribute('inert');
  document.documentElement.removeAttribute(PRERENDER_ATTRIBUTE);
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds rather than
  // holding the main thread for the whole screen (the home page's longest task on a phone).
  startTransition(() => reactRoot.render(<App Router={BrowserRouter} />));
});
