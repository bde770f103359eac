import './styles/global.css';

import { Provider } from 'jotai';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './App';
import { Spinner } from './components/Spinner/Spinner';
import { initI18n } from './i18n';
import { getDataStore } from './services/data';
import { createPendingBookmarkStore } from './services/data/pendingBookmark';
import { sessionAtom } from './state/account';
import { startSession } from './state/sessionLifecycle';
import { appStore } from './state/store';

void initI18n();

// The session check runs while the first screen renders; guarded screens show a spinner until it ends.
getDataStore()
  .then((dataStore) => startSession(appStore, { dataStore, pendingBookmarks: createPendingBookmarkStore() }))
  .catch((error: unknown) => {
    console.error('The data store could not start', error);
    appStore.set(sessionAtom, { status: 'signedOut', error: 'auth_check_failed' });
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

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
);
