// How a pack's source reads to the person: the pack author's own words in their language, or a line
// someone else wrote (a publisher's name, a licence's exact line) as it was written, marked with its
// language so it is read out in it.
import type { PackSource, SourceLine } from './packSchema';

export interface ShownLine {
  text: string;
  lang: string;
}

/** A source line in `language`; a line given as written is in `writtenIn`. */
export function sourceLine(line: SourceLine, language: string, writtenIn = 'en'): ShownLine {
  if (typeof line === 'string') return { text: line, lang: writtenIn };
  const text = (line as Record<string, string | undefined>)[language];
  return text ? { text, lang: language } : { text: line.en, lang: 'en' };
}

export const publisherLine = (source: PackSource, language: string): ShownLine =>
  sourceLine(source.publisher, language);

export const attributionLine = (source: PackSource, language: string): ShownLine =>
  sourceLine(source.attribution, language, source.attributionLanguage);
