// Topic search: a case-insensitive substring match on title or description, in the shown language.

export interface SearchableTopic {
  title: string;
  description: string;
}

// Beyond case, it ignores differences people rarely type: Latin accents ('basicos' finds 'básicos')
// and, in Arabic, short-vowel marks, the tatweel and the hamza or madda on alef. Only the Latin
// combining block is stripped, so Devanagari vowel signs (combining marks too) keep their meaning.
const ARABIC_MARKS_AND_TATWEEL = /[\u064b-\u065f\u0670\u0640]/g;
const ARABIC_ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const ARABIC_ALEF = '\u0627';
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPACES = /\s+/g;

export function normalizeForSearch(text: string, locale?: string): string {
  return text
    .normalize('NFC')
    .replace(ARABIC_MARKS_AND_TATWEEL, '')
    .replace(ARABIC_ALEF_FORMS, ARABIC_ALEF)
    .normalize('NFD')
    .replace(LATIN_COMBINING_MARKS, '')
    .normalize('NFC')
    .toLocaleLowerCase(locale)
    .replace(SPACES, ' ')
    .trim();
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
