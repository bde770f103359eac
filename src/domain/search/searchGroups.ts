// Search answers by where they go: what the list shows under each stream's heading. Apart from the
// index (itemSearch.ts), so the search box can render without loading the search library.
import type { DisposalStream } from '../types';
import type { SearchSuggestion } from './itemSearch';

export interface SearchGroup {
  stream: DisposalStream;
  suggestions: SearchSuggestion[];
}

/** The suggestions by where they go, the group of the best suggestion first, rank kept within a group. */
export function groupByStream(suggestions: readonly SearchSuggestion[]): SearchGroup[] {
  const groups = new Map<DisposalStream, SearchSuggestion[]>();
  for (const suggestion of suggestions) {
    const stream = suggestion.verdict.stream;
    groups.set(stream, [...(groups.get(stream) ?? []), suggestion]);
  }
  return [...groups].map(([stream, grouped]) => ({ stream, suggestions: grouped }));
}
