// A rule publisher's own words (e.g. the City of Toronto's Waste Wizard text), served from data/rules/
// by the set-up step because they are a copy of third-party data. Fetched once per file; a failed
// fetch (offline before first use, or no set-up data) gives no words, and the next analysis tries again.
import { publicUrl } from '../../config';
import { type PublisherTextLoader, readPublisherText } from '../../domain/rules/publisherText';

export const RULES_DATA_PATH = 'data/rules/';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

export function createPublisherTextLoader(
  fetchData: (url: string) => Promise<unknown> = fetchJson,
): PublisherTextLoader {
  const loaded = new Map<string, Promise<ReadonlyMap<string, readonly string[]>>>();
  return (file) => {
    const known = loaded.get(file);
    if (known) return known;
    const load = fetchData(publicUrl(`${RULES_DATA_PATH}${file}`)).then((data) => {
      const text = readPublisherText(data);
      if (!text) throw new Error(`${file} is not a publisher text file`);
      return text;
    });
    loaded.set(file, load);
    return load.catch(() => {
      loaded.delete(file);
      return new Map();
    });
  };
}
