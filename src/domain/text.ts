// Text rules shared by features: free text from outside shown as plain text, and text compared the way
// people search it.

/**
 * Free text from outside (AI replies, OpenStreetMap names) shown as plain text: one line, no control
 * characters, and never longer than the layout can hold.
 */
export function clipText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  // Cut on a code point boundary so an emoji or accented letter is never split in half.
  return `${[...text]
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

// Beyond case, it ignores differences people rarely type: Latin accents ('basicos' finds 'básicos');
// in Arabic, short-vowel marks, the tatweel, the hamza or madda on alef, and the final taa marbuta
// and alef maqsura people often write as haa and yaa; in Hindi, the nukta ('फ़ोन' and 'फोन' are both
// typed). Only the Latin combining block is stripped, so Devanagari vowel signs keep their meaning.
const ARABIC_MARKS_AND_TATWEEL = /[\u064b-\u065f\u0670\u0640]/g;
const ARABIC_ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const ARABIC_ALEF = '\u0627';
const ARABIC_TAA_MARBUTA = /\u0629/g;
const ARABIC_ALEF_MAQSURA = /\u0649/g;
const DEVANAGARI_NUKTA = /\u093c/g;
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPACES = /\s+/g;

/** Text as people search it: case, Latin accents and Arabic marks ignored, spaces collapsed. */
export function normalizeForSearch(text: string, locale?: string): string {
  return text
    .normalize('NFC')
    .replace(ARABIC_MARKS_AND_TATWEEL, '')
    .replace(ARABIC_ALEF_FORMS, ARABIC_ALEF)
    .replace(ARABIC_TAA_MARBUTA, '\u0647')
    .replace(ARABIC_ALEF_MAQSURA, '\u064a')
    .normalize('NFD')
    .replace(DEVANAGARI_NUKTA, '')
    .replace(LATIN_COMBINING_MARKS, '')
    .normalize('NFC')
    .toLocaleLowerCase(locale)
    .replace(SPACES, ' ')
    .trim();
}
