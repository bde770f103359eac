// How text becomes search terms in the five interface languages. Latin, Devanagari and Arabic
// words are split at spaces and punctuation; Chinese has no spaces, so a run of Han characters
// gives each character and each pair of neighbours ("废电池" -> 废, 电, 池, 废电, 电池), which
// finds a word inside a longer one without a dictionary.
import { normalizeForSearch } from '../text';

const SEPARATORS = /[\s\p{P}\p{S}]+/u;
const HAN_RUNS = /(\p{Script=Han}+)/u;
const HAN = /^\p{Script=Han}+$/u;
// The Arabic definite article, alone or after a joined conjunction or preposition: "البطارية" and
// "بالبطارية" are looked up as "بطارية".
const ARABIC_ARTICLE = /^(?:[وفبكل]?ال)(?=\p{Script=Arabic}{2,})/u;

function hanTerms(run: string): string[] {
  const characters = [...run];
  const pairs = characters.slice(0, -1).map((character, i) => character + characters[i + 1]);
  return [...characters, ...pairs];
}

/** The terms of a text: words, and Chinese characters with their pairs. */
export function tokenize(text: string): string[] {
  return text
    .split(SEPARATORS)
    .filter(Boolean)
    .flatMap((word) =>
      word
        .split(HAN_RUNS)
        .filter(Boolean)
        .flatMap((part) => (HAN.test(part) ? hanTerms(part) : [part])),
    );
}

/** A term as it is indexed and looked up: normalised, the Arabic article dropped. */
export function searchTerm(term: string): string | null {
  const normal = normalizeForSearch(term).replace(ARABIC_ARTICLE, '');
  return normal || null;
}

/** Chinese terms are whole characters: a typo tolerance on them would find unrelated words. */
export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}
