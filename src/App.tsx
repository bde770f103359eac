import { type ComponentType, type ReactNode, StrictMode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';

import { HydratedContext } from './components/Layout/HydrationMark';
import { Layout } from './components/Layout/Layout';
import { RouteGuard } from './components/RouteGuard/RouteGuard';
import { Spinner } from './components/Spinner/Spinner';
import { lazyWithText } from './lazyScreen';
import { HomePage } from './routes/Home/HomePage';
import { NotFoundPage } from './routes/NotFound/NotFoundPage';
import { SCREENS } from './screens';
import { Provider } from './state/jotai';
import { appStore } from './state/store';

// The landing page ships in the main bundle, and so does the page for a path no screen has (a few
// hundred bytes: the host answers such a path with the landing page's HTML, so it could not be fetched
// beside the bundle); every other screen loads when first visited, with the parts of text it shows:
// its route, module and text are in src/screens.ts, which the build also reads.
const LoginPage = lazyWithText(
  () => import('./routes/Login/LoginPage'),
  (m) => m.LoginPage,
  SCREENS.login.text,
);
const RegisterPage = lazyWithText(
  () => import('./routes/Register/RegisterPage'),
  (m) => m.RegisterPage,
  SCREENS.register.text,
);
const DashboardPage = lazyWithText(
  () => import('./routes/Dashboard/DashboardPage'),
  (m) => m.DashboardPage,
  SCREENS.dashboard.text,
);
const ResultsPage = lazyWithText(
  () => import('./routes/Results/ResultsPage'),
  (m) => m.ResultsPage,
  SCREENS.results.text,
);
const EducationPage = lazyWithText(
  () => import('./routes/Education/EducationPage'),
  (m) => m.EducationPage,
  SCREENS.education.text,
);
const ArticlePage = lazyWithText(
  () => import('./routes/Education/ArticlePage'),
  (m) => m.ArticlePage,
  SCREENS.article.text,
);
const CommunityPage = lazyWithText(
  () => import('./routes/Community/CommunityPage'),
  (m) => m.CommunityPage,
  SCREENS.community.text,
);
const SearchPage = lazyWithText(
  () => import('./routes/Search/SearchPage'),
  (m) => m.SearchPage,
  SCREENS.search.text,
);
const TermsPage = lazyWithText(
  () => import('./routes/Terms/TermsPage'),
  (m) => m.TermsPage,
  SCREENS.terms.text,
);
const PrivacyPage = lazyWithText(
  () => import('./routes/Privacy/PrivacyPage'),
  (m) => m.PrivacyPage,
  SCREENS.privacy.text,
);
const TaughtPage = lazyWithText(
  () => import('./routes/Taught/TaughtPage'),
  (m) => m.TaughtPage,
  SCREENS.taught.text,
);

/** A screen that can start loading before the app first renders (lazyWithText). */
interface Preloadable {
  preload: () => unknown;
}

const guardedFromSignedIn = (Screen: ComponentType) => (
  <RouteGuard requireAuth={false}>
    <Screen />
  </RouteGuard>
);

const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: SCREENS.login.path, element: guardedFromSignedIn(LoginPage), handle: LoginPage },
      { path: SCREENS.register.path, element: guardedFromSignedIn(RegisterPage), handle: RegisterPage },
      // Not guarded: signed-out visitors see a locked preview of the dashboard instead of a redirect.
      { path: SCREENS.dashboard.path, element: <DashboardPage />, handle: DashboardPage },
      { path: SCREENS.results.path, element: <ResultsPage />, handle: ResultsPage },
      { path: SCREENS.search.path, element: <SearchPage />, handle: SearchPage },
      { path: SCREENS.education.path, element: <EducationPage />, handle: EducationPage },
      { path: SCREENS.article.path, element: <ArticlePage />, handle: ArticlePage },
      { path: SCREENS.community.path, element: <CommunityPage />, handle: CommunityPage },
      { path: SCREENS.terms.path, element: <TermsPage />, handle: TermsPage },
      { path: SCREENS.privacy.path, element: <PrivacyPage />, handle: PrivacyPage },
      { path: SCREENS.taught.path, element: <TaughtPage />, handle: TaughtPage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(ROUTES);
}

/**
 * The whole app under `Router`: the browser's (main.tsx) or, when the build pre-renders a landing page,
 * one fixed at its address (src/prerender.tsx). One tree for both, as hydration needs.
 */
export function App({
  Router,
  onHydrated = null,
}: {
  Router: ComponentType<{ children: ReactNode }>;
  /** Called once the layout of a pre-rendered screen is hydrated (HydrationMark). */
  onHydrated?: (() => void) | null;
}) {
  return (
    <StrictMode>
      <Provider store={appStore}>
        <HydratedContext.Provider value={onHydrated}>
          <Router>
            <Suspense fallback={<Spinner />}>
              <AppRoutes />
            </Suspense>
          </Router>
        </HydratedContext.Provider>
      </Provider>
    </StrictMode>
  );
}

/**
 * Starts fetching the code and text of the screen at `pathname` (main.tsx, before the app's first
 * render), so a direct link does not wait for that render to ask for them; resolves once they are
 * there (or have failed, which the screen then shows).
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(ROUTES, pathname) ?? []).map(({ route }) => (route.handle as Preloadable | undefined)?.preload()),
  );
}
