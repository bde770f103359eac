// Every route's document title, in one table the Layout reads: a new route adds its line here
// (src/screens.ts holds the routes, this file their titles). Values are text keys, so titles follow the language.
import { matchPath } from 'react-router-dom';

import { isArticleId } from '../domain/education';
import { articleTitleKey } from './Education/articleKeys';

/** The page's own name as a text key; null for the home page, which carries the app's name alone. */
type TitleKey = string | null | ((params: Readonly<Record<string, string | undefined>>) => string | null);

/** Patterns as App.tsx writes them; the first match wins. */
export const PAGE_TITLES: readonly (readonly [pattern: string, title: TitleKey])[] = [
  ['/', null],
  ['/login', 'header.signIn'],
  ['/register', 'register.title'],
  ['/dashboard', 'header.dashboard'],
  ['/results', 'identify.results.title'],
  ['/search', 'search.title'],
  ['/education', 'header.education'],
  ['/education/:id', ({ id }) => (isArticleId(id) ? articleTitleKey(id) : 'notFound.title')],
  ['/community', 'header.community'],
  ['/terms', 'footer.terms'],
  ['/privacy', 'footer.privacy'],
  ['/taught', 'taught.heading'],
];

/** Any other path is the catch-all route's. */
export const NOT_FOUND_TITLE = 'notFound.title';

/** The title key of the page at `pathname`. */
export function pageTitleKey(pathname: string): string | null {
  for (const [pattern, title] of PAGE_TITLES) {
    const match = matchPath(pattern, pathname);
    if (match) return typeof title === 'function' ? title(match.params) : title;
  }
  return NOT_FOUND_TITLE;
}
