// Keyword matching over free text in the five app languages (AI and knowledge-base answers arrive in
// the person's language). A keyword is a plain string or a RegExp:
// - Latin-script strings match at the start of a word, as prefixes ("plastic" finds "plastics");
//   a trailing "!" asks for the whole word ("can!" finds "can" but not "candle").
// - Other scripts match anywhere: Chinese has no spaces, and Arabic joins articles and prefixes to words.
export type Keyword = string | RegExp;

const LATIN = /^[\p{Script=Latin}\s'-]+!?$/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toPattern(keyword: Keyword): RegExp {
  if (keyword instanceof RegExp) return keyword;
  if (!LATIN.test(keyword)) return new RegExp(escape(keyword), 'u');
  const whole = keyword.endsWith('!');
  const word = escape(whole ? keyword.slice(0, -1) : keyword);
  return new RegExp(`(?<![\\p{L}\\p{N}])${word}${whole ? '(?![\\p{L}\\p{N}])' : ''}`, 'iu');
}

/**
 * Compiles keyword lists once, on the first match rather than as the module loads (a list's Unicode
 * patterns take milliseconds to compile, and the modules holding them load with the upload box); returns
 * the first key whose keywords occur in the text, in list order.
 */
export function keywordMatcher<K extends string>(groups: readonly (readonly [K, readonly Keyword[]])[]) {
  let compiled: (readonly [K, RegExp[]])[] | undefined;
  return (text: string): K | null => {
    compiled ??= groups.map(([key, keywords]) => [key, keywords.map(toPattern)] as const);
    const lower = text.toLowerCase();
    for (const [key, patterns] of compiled) {
      if (patterns.some((p) => p.test(lower))) return key;
    }
    return null;
  };
}
