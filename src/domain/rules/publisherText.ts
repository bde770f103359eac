// A rule publisher's own words, served apart from its pack (data/rules/<file>): the entries' text as
// plain lines, with the keywords the publisher lists for each.
export const PUBLISHER_TEXT_FORMAT = 'recyclesmart-publisher-text/1';

export interface PublisherTextEntry {
  title: string;
  /** The catalogue items this entry rules in the pack (none: an entry the catalogue has no item for). */
  items: string[];
  lines: string[];
  keywords: string[];
}

export interface PublisherTextFile {
  format: typeof PUBLISHER_TEXT_FORMAT;
  /** The licence's attribution line, kept with the copy. */
  attribution: string;
  /** What it was built from, so the set-up step knows when to build it again. */
  source: string;
  entries: PublisherTextEntry[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The publisher's lines by entry title, from the served file a pack names (empty when it cannot be had). */
export type PublisherTextLoader = (file: string) => Promise<ReadonlyMap<string, readonly string[]>>;

/** The lines by entry title; null when the data is not a publisher text file. */
export function readPublisherText(data: unknown): Map<string, string[]> | null {
  const file = data as Partial<PublisherTextFile> | null;
  if (file?.format !== PUBLISHER_TEXT_FORMAT || !Array.isArray(file.entries)) return null;
  return new Map(
    file.entries
      .filter((entry) => typeof entry?.title === 'string')
      .map((entry) => [entry.title, strings(entry.lines)] as const),
  );
}
