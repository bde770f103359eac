import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

import { Layout } from './components/Layout/Layout';
import { RouteGuard } from './components/RouteGuard/RouteGuard';
import { ScreenLoadFailed } from './components/ScreenLoadFailed/ScreenLoadFailed';
import { screenText } from './i18n';
import { HomePage } from './routes/Home/HomePage';

// The landing page ships in the main bundle; every other screen loads when first visited, with the
// text it may use (in English the main bundle holds only the landing page's).
// A screen whose code or text cannot be downloaded shows why, with a way to try again.
const screen = <M,>(chunk: Promise<M>, pick: (module: M) => ComponentType): Promise<{ default: ComponentType }> =>
  Promise.all([chunk, screenText()]).then(
    ([module]) => ({ default: pick(module) }),
    (error: unknown) => {
      console.error('A screen could not be loaded', error);
      return { default: ScreenLoadFailed };
    },
  );
const LoginPage = lazy(() => screen(import('./routes/Login/LoginPage'), (m) => m.LoginPage));
const RegisterPage = lazy(() => screen(import('./routes/Register/RegisterPage'), (m) => m.RegisterPage));
const DashboardPage = lazy(() => screen(import('./routes/Dashboard/DashboardPage'), (m) => m.DashboardPage));
const ResultsPage = lazy(() => screen(import('./routes/Results/ResultsPage'), (m) => m.ResultsPage));
const EducationPage = lazy(() => screen(import('./routes/Education/EducationPage'), (m) => m.EducationPage));
const ArticlePage = lazy(() => screen(import('./routes/Education/ArticlePage'), (m) => m.ArticlePage));
const CommunityPage = lazy(() => screen(import('./routes/Community/CommunityPage'), (m) => m.CommunityPage));
const SearchPage = lazy(() => screen(import('./routes/Search/SearchPage'), (m) => m.SearchPage));
const TermsPage = lazy(() => screen(import('./routes/Terms/TermsPage'), (m) => m.TermsPage));
const PrivacyPage = lazy(() => screen(import('./routes/Privacy/PrivacyPage'), (m) => m.PrivacyPage));
const TaughtPage = lazy(() => screen(import('./routes/Taught/TaughtPage'), (m) => m.TaughtPage));
const NotFoundPage = lazy(() => screen(import('./routes/NotFound/NotFoundPage'), (m) => m.NotFoundPage));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route
          path="login"
          element={
            <RouteGuard requireAuth={false}>
              <LoginPage />
            </RouteGuard>
          }
        />
        <Route
          path="register"
          element={
            <RouteGuard requireAuth={false}>
              <RegisterPage />
            </RouteGuard>
          }
        />
        {/* Not guarded: signed-out visitors see a locked preview of the dashboard instead of a redirect. */}
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="results" element={<ResultsPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="education" element={<EducationPage />} />
        <Route path="education/:id" element={<ArticlePage />} />
        <Route path="community" element={<CommunityPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="taught" element={<TaughtPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
