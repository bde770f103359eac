// The shape of an article body as the locales store it, checked before it is rendered, and how long
// it takes to read.

export interface ListTerm {
  term: string;
  text: string;
}
export type ListItem = string | ListTerm;

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: ListItem[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'note'; text: string };

export interface ArticleSection {
  heading: string;
  blocks: ArticleBlock[];
}

export interface ArticleBody {
  lead: string;
  sections: ArticleSection[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseListItem(value: unknown): ListItem | null {
  if (isText(value)) return value;
  if (isRecord(value) && isText(value.term) && isText(value.text)) return { term: value.term, text: value.text };
  return null;
}

function parseItems<T>(value: unknown, parseItem: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const items = value.map(parseItem);
  return items.every((item): item is T => item !== null) ? items : null;
}

/**
 * In the locale files a block is a paragraph string, or one of `{ list: [...] }` (items are strings or
 * `{ term, text }`), `{ steps: [...] }` (an ordered list) and `{ note: '...' }` (a highlighted aside).
 */
function parseBlock(value: unknown): ArticleBlock | null {
  if (isText(value)) return { kind: 'paragraph', text: value };
  if (!isRecord(value)) return null;
  if ('list' in value) {
    const items = parseItems(value.list, parseListItem);
    return items && { kind: 'list', items };
  }
  if ('steps' in value) {
    const items = parseItems(value.steps, (item) => (isText(item) ? item : null));
    return items && { kind: 'steps', items };
  }
  if (isText(value.note)) return { kind: 'note', text: value.note };
  return null;
}

function parseSection(value: unknown): ArticleSection | null {
  if (!isRecord(value) || !isText(value.heading)) return null;
  const blocks = parseItems(value.blocks, parseBlock);
  return blocks && { heading: value.heading, blocks };
}

/** The article body, or null when the stored text does not have the expected shape. */
export function parseArticleBody(value: unknown): ArticleBody | null {
  if (!isRecord(value) || !isText(value.lead)) return null;
  const sections = parseItems(value.sections, parseSection);
  return sections && { lead: value.lead, sections };
}

/** Every piece of text in the body, in reading order. */
export function articleTexts(body: ArticleBody): string[] {
  const texts = [body.lead];
  for (const section of body.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === 'paragraph' || block.kind === 'note') texts.push(block.text);
      else for (const item of block.items) texts.push(...(typeof item === 'string' ? [item] : [item.term, item.text]));
    }
  }
  return texts;
}

/** Words as the language segments them, so Chinese (written without spaces) is counted too. */
export function countWords(text: string, locale: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if (segment.isWordLike) words++;
  }
  return words;
}

export const READING_WORDS_PER_MINUTE = 200;

export function readingMinutes(body: ArticleBody, locale: string): number {
  const words = articleTexts(body).reduce((sum, text) => sum + countWords(text, locale), 0);
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}
