// Which tips the community screen shows: the local ones for the person's city, and the recent
// submissions a page at a time.
import { normalizeForSearch } from '../text';

/** Spec: at most 2 local tips are shown. */
export const LOCAL_TIPS_SHOWN = 2;
/** Recent submissions shown per press of "Load more" (two rows of the two-column grid). */
export const RECENT_TIPS_PAGE_SIZE = 4;

export interface ListedTip {
  location: string;
  upvotes: number;
  /** ISO timestamp. */
  dateSubmitted: string;
}

/**
 * The tips whose location contains the city, ignoring case and accents ("san jose" finds "San José,
 * CA"); every tip when there is no city. Keeps the order it is given.
 */
export function tipsForCity<T extends ListedTip>(tips: readonly T[], city: string | null): T[] {
  const wanted = normalizeForSearch(city ?? '');
  if (wanted === '') return [...tips];
  return tips.filter((tip) => normalizeForSearch(tip.location).includes(wanted));
}

/** Most upvoted first (the most trusted advice), the newer first on a tie. */
export function byUpvotes<T extends ListedTip>(a: T, b: T): number {
  return b.upvotes - a.upvotes || b.dateSubmitted.localeCompare(a.dateSubmitted);
}

/** The local tips the screen shows: those for the city, most upvoted first, at most LOCAL_TIPS_SHOWN. */
export function localTips<T extends ListedTip>(tips: readonly T[], city: string | null, limit = LOCAL_TIPS_SHOWN): T[] {
  return tipsForCity(tips, city).sort(byUpvotes).slice(0, limit);
}

export interface TipsPage<T> {
  shown: T[];
  total: number;
  hasMore: boolean;
}

/** The first `pages` pages of a list (at least one page), and whether "Load more" has more to show. */
export function firstPages<T>(items: readonly T[], pages: number, pageSize = RECENT_TIPS_PAGE_SIZE): TipsPage<T> {
  const count = Math.max(1, Math.floor(pages)) * pageSize;
  return { shown: items.slice(0, count), total: items.length, hasMore: items.length > count };
}
