import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './App';
import { Spinner } from './components/Spinner/Spinner';
import { initI18n } from './i18n';
import { sessionAtom } from './state/session';
import { appStore } from './state/store';
import './styles/global.css';

// Until accounts exist there is no session to restore: everyone starts signed out.
appStore.set(sessionAtom, { status: 'signedOut' });

void initI18n();

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
