// Topic search: a case-insensitive substring match on title or description, in the shown language.
import { normalizeForSearch } from '../text';

export interface SearchableTopic {
  title: string;
  description: string;
}

/** The topics whose title or description contains the query; all of them for a blank query. */
export function filterTopics<T extends SearchableTopic>(topics: readonly T[], query: string, locale?: string): T[] {
  const needle = normalizeForSearch(query, locale);
  if (needle === '') return [...topics];
  return topics.filter(
    (topic) =>
      normalizeForSearch(topic.title, locale).includes(needle) ||
      normalizeForSearch(topic.description, locale).includes(needle),
  );
}
