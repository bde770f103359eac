import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { NOT_FOUND_TITLE, PAGE_TITLES, pageTitleKey } from '../../../src/routes/pageTitles';

describe('page titles', () => {
  it("gives each route its own page's name", () => {
    expect(pageTitleKey('/')).toBeNull();
    expect(pageTitleKey('/results')).toBe('identify.results.title');
    expect(pageTitleKey('/search')).toBe('search.title');
    expect(pageTitleKey('/community')).toBe('header.community');
    expect(pageTitleKey('/education/composting')).toBe('education.topics.composting.title');
    expect(pageTitleKey('/education/plastic-recycling')).toBe('education.featured.title');
  });

  it('gives any other address, and an unknown article, the not-found title', () => {
    expect(pageTitleKey('/no-such-page')).toBe(NOT_FOUND_TITLE);
    expect(pageTitleKey('/education/no-such-article')).toBe(NOT_FOUND_TITLE);
  });

  it('has a title for every route App.tsx declares', () => {
    const app = readFileSync(join(import.meta.dirname, '..', '..', '..', 'src', 'App.tsx'), 'utf8');
    const paths = [...app.matchAll(/path: '([^'*]+)'/g)].map((m) => `/${m[1]}`);
    expect(paths.length).toBeGreaterThan(5);
    const patterns = PAGE_TITLES.map(([pattern]) => pattern);
    expect(paths.filter((path) => !patterns.includes(path))).toEqual([]);
  });
});
