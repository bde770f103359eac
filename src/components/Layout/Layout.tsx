import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

import { useIdle } from '../../idle';
import { lazyPart } from '../../lazyScreen';
import { OfflineBanner } from '../AppStatus/OfflineBanner';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { NothingUntilLoaded } from '../ScreenLoadFailed/PartLoadFailed';
import { ScreenErrorBoundary } from '../ScreenLoadFailed/ScreenErrorBoundary';
import { Spinner } from '../Spinner/Spinner';
import { ToastViewport } from '../Toast/ToastViewport';
import { ConnectionToasts } from './ConnectionToasts';
import { DocumentTitle } from './DocumentTitle';
import { HydrationMark } from './HydrationMark';

// The service worker (and workbox-window, which registers it) waits until the first screen is usable:
// it serves later visits and a later loss of connection, and its precache would compete with the page.
// Offline by then, it registers once the connection returns.
const UpdatePrompt = lazyPart(
  () => import('../AppStatus/UpdatePrompt').then((m) => m.UpdatePrompt),
  NothingUntilLoaded,
);
const REGISTER_AFTER_MS = 2000;
// Nothing to place before the person moves on from the first screen: it comes once that is done.
const PlaceOnNavigation = lazyPart(
  () => import('./PlaceOnNavigation').then((m) => m.PlaceOnNavigation),
  NothingUntilLoaded,
);

export function Layout() {
  const { t } = useTranslation();
  const idle = useIdle(REGISTER_AFTER_MS);
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {idle && (
        <Suspense fallback={null}>
          <PlaceOnNavigation />
        </Suspense>
      )}
      <DocumentTitle />
      <ConnectionToasts />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <OfflineBanner />
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <HydrationMark />
      <ToastViewport />
      {idle && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
