// The screens that load when first visited: each one's route, page module and the parts of text it
// shows (src/textSections.ts; 'all' for the whole file). App.tsx loads them from this table, and the
// build reads it too (vite.config.ts, landingPages) to write a page for each address a person can land
// on that names the screen's files, so the browser fetches them beside the app's entry rather than after
// it, and carries the screen's first paint, rendered at build time. Pure data: the build imports it.
import { ARTICLE_IDS, articlePath } from './domain/education';
import type { TextSection } from './textSections';

export interface Screen {
  /** The route as App.tsx writes it, relative to the layout. */
  path: string;
  /** The page's module, from the project's root: the file its chunk is built from. */
  module: string;
  text: readonly TextSection[] | 'all';
  /** The addresses of a route with parameters that get a page of their own. */
  landings?: readonly string[];
  /**
   * False for a screen whose first view the build cannot know (what this browser keeps: the last scan,
   * what it was taught): its page is not pre-rendered; the others' are, in English, for their address.
   * 'any query' for one rendered without the address's query and shown whatever the query: the screen
   * hydrates as without it, then shows what it asks for (SearchPage, through useHydrating).
   */
  prerendered?: false | 'any query';
}

export const SCREENS = {
  login: { path: 'login', module: 'src/routes/Login/LoginPage.tsx', text: ['account'] },
  register: { path: 'register', module: 'src/routes/Register/RegisterPage.tsx', text: ['account'] },
  // The history names its items, and the questions still open about them ("Paper or a battery?").
  dashboard: { path: 'dashboard', module: 'src/routes/Dashboard/DashboardPage.tsx', text: ['dashboard', 'scan'] },
  // The results, with their many sources of words, take the whole file.
  results: { path: 'results', module: 'src/routes/Results/ResultsPage.tsx', text: 'all', prerendered: false },
  // Reached with a query (/search?q=battery): its page is rendered without one.
  search: { path: 'search', module: 'src/routes/Search/SearchPage.tsx', text: ['scan'], prerendered: 'any query' },
  education: { path: 'education', module: 'src/routes/Education/EducationPage.tsx', text: ['education'] },
  article: {
    path: 'education/:id',
    module: 'src/routes/Education/ArticlePage.tsx',
    text: ['education', 'articles'],
    landings: ARTICLE_IDS.map((id) => articlePath(id).slice(1)),
  },
  community: { path: 'community', module: 'src/routes/Community/CommunityPage.tsx', text: ['community', 'place'] },
  terms: { path: 'terms', module: 'src/routes/Terms/TermsPage.tsx', text: ['legal'] },
  privacy: { path: 'privacy', module: 'src/routes/Privacy/PrivacyPage.tsx', text: ['legal'] },
  taught: {
    path: 'taught',
    module: 'src/routes/Taught/TaughtPage.tsx',
    text: ['taught', 'dashboard', 'scan'],
    prerendered: false,
  },
} as const satisfies Record<string, Screen>;
