import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

import { Layout } from './components/Layout/Layout';
import { RouteGuard } from './components/RouteGuard/RouteGuard';
import { screenText } from './i18n';
import { HomePage } from './routes/Home/HomePage';

// The landing page ships in the main bundle; every other screen loads when first visited, with the
// text it may use (in English the main bundle holds only the landing page's).
const screen = <T,>(chunk: Promise<T>): Promise<T> => Promise.all([chunk, screenText()]).then(([module]) => module);
const LoginPage = lazy(() => screen(import('./routes/Login/LoginPage')).then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  screen(import('./routes/Register/RegisterPage')).then((m) => ({ default: m.RegisterPage })),
);
const DashboardPage = lazy(() =>
  screen(import('./routes/Dashboard/DashboardPage')).then((m) => ({ default: m.DashboardPage })),
);
const ResultsPage = lazy(() =>
  screen(import('./routes/Results/ResultsPage')).then((m) => ({ default: m.ResultsPage })),
);
const EducationPage = lazy(() =>
  screen(import('./routes/Education/EducationPage')).then((m) => ({ default: m.EducationPage })),
);
const ArticlePage = lazy(() =>
  screen(import('./routes/Education/ArticlePage')).then((m) => ({ default: m.ArticlePage })),
);
const CommunityPage = lazy(() =>
  screen(import('./routes/Community/CommunityPage')).then((m) => ({ default: m.CommunityPage })),
);
const SearchPage = lazy(() => screen(import('./routes/Search/SearchPage')).then((m) => ({ default: m.SearchPage })));
const TermsPage = lazy(() => screen(import('./routes/Terms/TermsPage')).then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  screen(import('./routes/Privacy/PrivacyPage')).then((m) => ({ default: m.PrivacyPage })),
);
const NotFoundPage = lazy(() =>
  screen(import('./routes/NotFound/NotFoundPage')).then((m) => ({ default: m.NotFoundPage })),
);

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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
