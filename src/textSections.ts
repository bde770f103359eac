// The parts of each locale file that load apart from the first screen's text, each when something that
// shows it is about to (src/i18n.ts: a screen in App.tsx, the home page's upload and search boxes). The
// first screen's text is the rest: the header, the footer, the home page and its boxes as first painted
// (the `?lean` import, vite.config.ts). A part is a list of key paths; no key is in two parts, and a key
// in none is first-screen text.
export const TEXT_SECTIONS = {
  /** What the upload and search boxes say once they work: a scan's progress, answers and errors. */
  scan: [
    'items',
    'identify.errors',
    'identify.choices',
    'identify.changeAnswer',
    'identify.results',
    'identify.source',
    'identify.materials',
    'scan.status',
    'scan.facts',
    'scan.actions',
    'scan.errors',
    'scan.camera',
    'search.heading',
    'search.intro',
    'search.changeLabel',
    'search.pageLabel',
    'search.hint',
    'search.loading',
    'search.failed',
    'search.count',
    'search.none',
    'search.seeAll',
    'search.working',
    'search.typedFailed',
    'search.generalTitle',
    'search.general',
  ],
  /** Finding or typing where the person is. */
  place: ['location.errors', 'location.manual'],
  account: ['auth', 'login', 'register'],
  /** A result's words: its analysis, its card texts, the recycling points near it. */
  results: [
    'results',
    'analysis',
    'facilities.loading',
    'facilities.noCity',
    'facilities.none',
    'facilities.distance',
    'facilities.openInMaps',
    'facilities.generic',
    'facilities.accepts',
    'facilities.materials',
    'facilities.direction',
  ],
  kb: ['kb'],
  /** Only the item search's index reads these, through its own `?words` import. */
  searchTerms: ['search.terms'],
  /** The topic list; each article's body is in `articles`, which the list page does without. */
  education: [
    'education.title',
    'education.subtitle',
    'education.search',
    'education.topicsHeading',
    'education.noResults',
    'education.noResultsHint',
    'education.readArticle',
    'education.featured',
    'education.topics',
    'education.videos',
    'education.article',
  ],
  articles: ['education.articles'],
  dashboard: ['dashboard'],
  community: ['community'],
  legal: ['privacy', 'terms', 'legal'],
  taught: ['taught'],
} as const satisfies Record<string, readonly string[]>;

export type TextSection = keyof typeof TEXT_SECTIONS;
