// A rule publisher's own words, served apart from its pack (data/rules/<file>): the entries' text as
// plain lines, with the keywords the publisher lists for each and where the entry sends them.
import type { DisposalStream } from '../types';
import { STREAMS } from './rulePack';

export const PUBLISHER_TEXT_FORMAT = 'recyclesmart-publisher-text/2';

export interface PublisherTextEntry {
  title: string;
  /** The catalogue items this entry rules in the pack (none: an entry the catalogue has no item for). */
  items: string[];
  lines: string[];
  keywords: string[];
  /** Where the entry sends what it covers: a stream, and a bin of the pack that names this file. */
  stream: DisposalStream;
  bin: string;
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

const isStream = (value: unknown): value is DisposalStream => (STREAMS as readonly unknown[]).includes(value);

/** The publisher's lines by entry title, from the served file a pack names (empty when it cannot be had). */
export type PublisherTextLoader = (file: string) => Promise<ReadonlyMap<string, readonly string[]>>;

/** The file's entries as the app can use them; null when the data is not a publisher text file. */
export function readPublisherEntries(data: unknown): PublisherTextEntry[] | null {
  const file = data as Partial<PublisherTextFile> | null;
  if (file?.format !== PUBLISHER_TEXT_FORMAT || !Array.isArray(file.entries)) return null;
  return file.entries
    .filter((entry) => typeof entry?.title === 'string' && isStream(entry.stream) && typeof entry.bin === 'string')
    .map((entry) => ({
      title: entry.title,
      items: strings(entry.items),
      lines: strings(entry.lines),
      keywords: strings(entry.keywords),
      stream: entry.stream,
      bin: entry.bin,
    }));
}

/** The lines by entry title; null when the data is not a publisher text file. */
export function readPublisherText(data: unknown): Map<string, string[]> | null {
  const entries = readPublisherEntries(data);
  return entries && new Map(entries.map((entry) => [entry.title, entry.lines] as const));
}
