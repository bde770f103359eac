import './styles/global.css';

import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes, preloadScreen } from './App';
import { Spinner } from './components/Spinner/Spinner';
import { initI18n } from './i18n';
import { whenIdle } from './idle';
import { maybeSignedIn } from './services/data/sessionHint';
import { sessionAtom } from './state/account';
import { Provider } from './state/jotai';
import { appStore } from './state/store';
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

whenIdle(() => {
  import('./state/sessionLifecycle')
    .then(({ startAppSession }) => startAppSession(appStore))
    .catch((error: unknown) => {
      console.error('The data store could not start', error);
      appStore.set(sessionAtom, { status: 'signedOut', error: 'auth_check_failed' });
    });
}, SESSION_CHECK_AFTER_MS);

whenIdle(linkManifest, MANIFEST_AFTER_MS);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

void screenLoaded.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Provider store={appStore}>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  ),
);
