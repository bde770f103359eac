import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { OfflineBanner } from '../AppStatus/OfflineBanner';
import { UpdatePrompt } from '../AppStatus/UpdatePrompt';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { Spinner } from '../Spinner/Spinner';
import { ToastViewport } from '../Toast/ToastViewport';
import { ConnectionToasts } from './ConnectionToasts';
import { DocumentTitle } from './DocumentTitle';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  const { t } = useTranslation();
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
      <UpdatePrompt />
    </>
  );
}
