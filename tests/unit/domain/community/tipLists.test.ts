import {
  byUpvotes,
  firstPages,
  LOCAL_TIPS_SHOWN,
  localTips,
  RECENT_TIPS_PAGE_SIZE,
  SAMPLE_TIPS,
  tipsForCity,
} from '../../../../src/domain/community';

const tip = (id: string, location: string, upvotes = 0, dateSubmitted = '2026-01-01T12:00:00.000Z') => ({
  id,
  location,
  upvotes,
  dateSubmitted,
});
const ids = (tips: { id: string }[]) => tips.map((t) => t.id);

const TIPS = [
  tip('sf-new', 'San Francisco, CA', 3, '2026-11-20T09:00:00.000Z'),
  tip('portland', 'Portland, OR', 12),
  tip('sf-old', 'san francisco', 40, '2025-02-01T12:00:00.000Z'),
  tip('sj', 'San José, CA', 7),
  tip('south-sf', 'South San Francisco, CA', 1),
];

describe('tips for a city', () => {
  it('keeps the tips whose location contains the city, whatever the case, in the order given', () => {
    expect(ids(tipsForCity(TIPS, 'San Francisco'))).toEqual(['sf-new', 'sf-old', 'south-sf']);
    expect(ids(tipsForCity(TIPS, 'PORTLAND'))).toEqual(['portland']);
    expect(ids(tipsForCity(TIPS, 'portland, or'))).toEqual(['portland']);
  });

  it('ignores accents and extra spaces', () => {
    expect(ids(tipsForCity(TIPS, 'san jose'))).toEqual(['sj']);
    expect(ids(tipsForCity(TIPS, '  San   José '))).toEqual(['sj']);
  });

  it('gives every tip without a city, and none for a city no tip names', () => {
    expect(ids(tipsForCity(TIPS, null))).toEqual(ids(TIPS));
    expect(ids(tipsForCity(TIPS, '   '))).toEqual(ids(TIPS));
    expect(tipsForCity(TIPS, 'Nairobi')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const copy = [...TIPS];
    localTips(copy, 'San Francisco');
    expect(copy).toEqual(TIPS);
  });
});

describe('local tips', () => {
  it('shows at most two, most upvoted first', () => {
    expect(LOCAL_TIPS_SHOWN).toBe(2);
    expect(ids(localTips(TIPS, 'San Francisco'))).toEqual(['sf-old', 'sf-new']);
    expect(ids(localTips(TIPS, null))).toEqual(['sf-old', 'portland']);
    expect(ids(localTips(TIPS, 'Portland'))).toEqual(['portland']);
    expect(localTips(TIPS, 'Nairobi')).toEqual([]);
  });

  it('puts the newer first when the upvotes are equal', () => {
    const tied = [
      tip('older', 'Austin', 5, '2026-01-01T00:00:00.000Z'),
      tip('newer', 'Austin', 5, '2026-06-01T00:00:00.000Z'),
    ];
    expect(ids([...tied].sort(byUpvotes))).toEqual(['newer', 'older']);
  });

  it("with the spec's samples and no city, shows coffee cups and batteries; a city narrows them", () => {
    expect(localTips(SAMPLE_TIPS, null).map((t) => t.key)).toEqual(['coffee-cups', 'batteries']);
    expect(localTips(SAMPLE_TIPS, 'Seattle').map((t) => t.key)).toEqual(['pizza-boxes']);
    expect(localTips(SAMPLE_TIPS, 'new york city').map((t) => t.key)).toEqual(['batteries']);
    expect(localTips(SAMPLE_TIPS, 'Paris')).toEqual([]);
  });
});

describe('paging the recent submissions', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it('shows one page at first and one more per press', () => {
    expect(RECENT_TIPS_PAGE_SIZE).toBe(4);
    expect(firstPages(items, 1)).toEqual({ shown: [0, 1, 2, 3], total: 10, hasMore: true });
    expect(firstPages(items, 2)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7], total: 10, hasMore: true });
    expect(firstPages(items, 3)).toEqual({ shown: items, total: 10, hasMore: false });
    expect(firstPages(items, 9).shown).toEqual(items);
  });

  it('has nothing more when the list fits exactly or is empty', () => {
    expect(firstPages([1, 2, 3, 4], 1)).toEqual({ shown: [1, 2, 3, 4], total: 4, hasMore: false });
    expect(firstPages([], 1)).toEqual({ shown: [], total: 0, hasMore: false });
  });

  it('always shows at least the first page, and takes another page size', () => {
    expect(firstPages(items, 0).shown).toEqual([0, 1, 2, 3]);
    expect(firstPages(items, -2).shown).toEqual([0, 1, 2, 3]);
    expect(firstPages(items, 2, 3)).toEqual({ shown: [0, 1, 2, 3, 4, 5], total: 10, hasMore: true });
  });
});
