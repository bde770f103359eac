import { NOT_FOUND_TITLE, PAGE_TITLES, pageTitleKey } from '../../../src/routes/pageTitles';
import { SCREENS } from '../../../src/screens';

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

  it('has a title for every screen’s route (src/screens.ts, which App.tsx routes)', () => {
    const paths = Object.values(SCREENS)
      .map(({ path }) => `/${path}`)
      .filter((path) => path !== '/*');
    expect(paths.length).toBeGreaterThan(5);
    const patterns = PAGE_TITLES.map(([pattern]) => pattern);
    expect(paths.filter((path) => !patterns.includes(path))).toEqual([]);
  });
});
