import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';

import { Layout } from './components/Layout/Layout';
import { RouteGuard } from './components/RouteGuard/RouteGuard';
import { lazyWithText } from './lazyScreen';
import { HomePage } from './routes/Home/HomePage';

// The landing page ships in the main bundle; every other screen loads when first visited, with the
// parts of text it shows (the results, with their many sources of words, the whole file).
const LoginPage = lazyWithText(
  () => import('./routes/Login/LoginPage'),
  (m) => m.LoginPage,
  ['account'],
);
const RegisterPage = lazyWithText(
  () => import('./routes/Register/RegisterPage'),
  (m) => m.RegisterPage,
  ['account'],
);
const DashboardPage = lazyWithText(
  () => import('./routes/Dashboard/DashboardPage'),
  (m) => m.DashboardPage,
  ['dashboard'],
);
const ResultsPage = lazyWithText(
  () => import('./routes/Results/ResultsPage'),
  (m) => m.ResultsPage,
  'all',
);
const EducationPage = lazyWithText(
  () => import('./routes/Education/EducationPage'),
  (m) => m.EducationPage,
  ['education'],
);
const ArticlePage = lazyWithText(
  () => import('./routes/Education/ArticlePage'),
  (m) => m.ArticlePage,
  ['education'],
);
const CommunityPage = lazyWithText(
  () => import('./routes/Community/CommunityPage'),
  (m) => m.CommunityPage,
  ['community', 'place'],
);
const SearchPage = lazyWithText(
  () => import('./routes/Search/SearchPage'),
  (m) => m.SearchPage,
  ['scan', 'results', 'kb', 'place'],
);
const TermsPage = lazyWithText(
  () => import('./routes/Terms/TermsPage'),
  (m) => m.TermsPage,
  ['legal'],
);
const PrivacyPage = lazyWithText(
  () => import('./routes/Privacy/PrivacyPage'),
  (m) => m.PrivacyPage,
  ['legal'],
);
const TaughtPage = lazyWithText(
  () => import('./routes/Taught/TaughtPage'),
  (m) => m.TaughtPage,
  ['taught', 'dashboard', 'scan'],
);
const NotFoundPage = lazyWithText(
  () => import('./routes/NotFound/NotFoundPage'),
  (m) => m.NotFoundPage,
  [],
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
      { path: 'login', element: guardedFromSignedIn(LoginPage), handle: LoginPage },
      { path: 'register', element: guardedFromSignedIn(RegisterPage), handle: RegisterPage },
      // Not guarded: signed-out visitors see a locked preview of the dashboard instead of a redirect.
      { path: 'dashboard', element: <DashboardPage />, handle: DashboardPage },
      { path: 'results', element: <ResultsPage />, handle: ResultsPage },
      { path: 'search', element: <SearchPage />, handle: SearchPage },
      { path: 'education', element: <EducationPage />, handle: EducationPage },
      { path: 'education/:id', element: <ArticlePage />, handle: ArticlePage },
      { path: 'community', element: <CommunityPage />, handle: CommunityPage },
      { path: 'terms', element: <TermsPage />, handle: TermsPage },
      { path: 'privacy', element: <PrivacyPage />, handle: PrivacyPage },
      { path: 'taught', element: <TaughtPage />, handle: TaughtPage },
      { path: '*', element: <NotFoundPage />, handle: NotFoundPage },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

/**
 * Starts fetching the code and text of the screen at `pathname` (main.tsx, before the app's first
 * render), so a direct link does not wait for that render to ask for them.
 */
export function preloadScreen(pathname: string): void {
  for (const { route } of matchRoutes(ROUTES, pathname) ?? []) (route.handle as Preloadable | undefined)?.preload();
}
