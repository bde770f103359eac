// A rule publisher's own words (e.g. the City of Toronto's Waste Wizard text), served from data/rules/
// by the set-up step because they are a copy of third-party data. Fetched once per file, for the
// analysis (the lines under a verdict) and the search (the keywords); a failed fetch (offline before
// first use, or no set-up data) gives nothing, and the next use tries again.
import { publicUrl } from '../../config';
import {
  type PublisherTextEntry,
  type PublisherTextLoader,
  readPublisherEntries,
} from '../../domain/rules/publisherText';

export const RULES_DATA_PATH = 'data/rules/';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Reads a served publisher file's entries, once per file; rejects when it cannot be had (and forgets the try). */
export type PublisherEntriesLoader = (file: string) => Promise<readonly PublisherTextEntry[]>;

export function createPublisherEntriesLoader(
  fetchData: (url: string) => Promise<unknown> = fetchJson,
): PublisherEntriesLoader {
  const loaded = new Map<string, Promise<readonly PublisherTextEntry[]>>();
  return (file) => {
    const known = loaded.get(file);
    if (known) return known;
    const load = fetchData(publicUrl(`${RULES_DATA_PATH}${file}`)).then((data) => {
      const entries = readPublisherEntries(data);
      if (!entries) throw new Error(`${file} is not a publisher text file`);
      return entries;
    });
    loaded.set(file, load);
    load.catch(() => loaded.delete(file));
    return load;
  };
}

/** The one loader the app uses: the search and the analysis share a fetched file. */
export const publisherEntries = createPublisherEntriesLoader();

export function createPublisherTextLoader(entries: PublisherEntriesLoader = publisherEntries): PublisherTextLoader {
  return (file) =>
    entries(file).then(
      (list) => new Map(list.map((entry) => [entry.title, entry.lines] as const)),
      () => new Map(),
    );
}
