// A search suggestion the person picked, as the item a result is worked out for: sure (they said what
// it is), marked as typed, and for a publisher's entry named by its words and ruled by its pack.
import type { IdentifiedItem } from '../types';
import { findWasteItem } from '../wasteItems';
import type { SearchSuggestion } from './itemSearch';

export function typedItem(suggestion: Pick<SearchSuggestion, 'item' | 'entry'>): IdentifiedItem {
  const definition = findWasteItem(suggestion.item);
  if (!definition) throw new RangeError(`No catalogue item ${suggestion.item}`);
  const { entry } = suggestion;
  return {
    id: definition.id,
    label: definition.label,
    material: definition.material,
    confidence: 1,
    source: 'typed',
    materialConfirmed: true,
    ...(entry ? { typedName: { text: entry.keyword.text, lang: entry.keyword.language }, ruling: entry.ruling } : {}),
  };
}
