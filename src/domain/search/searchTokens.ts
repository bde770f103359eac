// How text becomes search terms in the five interface languages and the publishers' (French,
// Japanese). Latin, Devanagari and Arabic words are split at spaces and punctuation; Chinese and
// Japanese have no spaces, so a run of Han characters or kana gives each character and each pair of
// neighbours ("废电池" -> 废, 电, 池, 废电, 电池; "かんでんち" has でん and んち), which finds a word inside
// a longer one ("電池" in 乾電池, "でんち" in かんでんち) without a dictionary.
import { normalizeForSearch } from '../text';

const SEPARATORS = /[\s\p{P}\p{S}]+/u;
// The prolonged-sound mark ー is in no script of its own, but belongs inside katakana words.
const CJK_RUNS = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+)/u;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+$/u;
// The Arabic definite article, alone or after a joined conjunction or preposition: "البطارية" and
// "بالبطارية" are looked up as "بطارية".
const ARABIC_ARTICLE = /^(?:[وفبكل]?ال)(?=\p{Script=Arabic}{2,})/u;

function cjkTerms(run: string): string[] {
  const characters = [...run];
  const pairs = characters.slice(0, -1).map((character, i) => character + characters[i + 1]);
  return [...characters, ...pairs];
}

/** The terms of a text: words, and Chinese characters and kana with their pairs. */
export function tokenize(text: string): string[] {
  return text
    .split(SEPARATORS)
    .filter(Boolean)
    .flatMap((word) =>
      word
        .split(CJK_RUNS)
        .filter(Boolean)
        .flatMap((part) => (CJK.test(part) ? cjkTerms(part) : [part])),
    );
}

/** A term as it is indexed and looked up: normalised, the Arabic article dropped. */
export function searchTerm(term: string): string | null {
  const normal = normalizeForSearch(term).replace(ARABIC_ARTICLE, '');
  return normal || null;
}

/** Chinese and Japanese terms are whole characters: a typo tolerance on them would find unrelated words. */
export function isCjkTerm(term: string): boolean {
  return CJK.test(term);
}
