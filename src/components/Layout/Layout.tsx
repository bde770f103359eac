import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { useIdle } from '../../idle';
import { OfflineBanner } from '../AppStatus/OfflineBanner';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { Spinner } from '../Spinner/Spinner';
import { ToastViewport } from '../Toast/ToastViewport';
import { ConnectionToasts } from './ConnectionToasts';
import { DocumentTitle } from './DocumentTitle';
import { ScrollToTop } from './ScrollToTop';

// The service worker (and workbox-window, which registers it) waits until the first screen is usable:
// it serves later visits and a later loss of connection, and its precache would compete with the page.
const UpdatePrompt = lazy(() => import('../AppStatus/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
const REGISTER_AFTER_MS = 2000;

export function Layout() {
  const { t } = useTranslation();
  const idle = useIdle(REGISTER_AFTER_MS);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <DocumentTitle />
      <ConnectionToasts />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <OfflineBanner />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastViewport />
      {idle && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
