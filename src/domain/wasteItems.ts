// The catalogue of waste items the app knows, as data (knowledge/items.json): every identification
// (on-device taxonomy or cloud label) resolves to one of these ids, and the on-device knowledge base
// has an entry for each. Labels are English and stable (used as keys and in data); the screen shows
// items.<id>. Adding an item is a data edit plus its texts (docs/rule-packs.md).
import catalogue from '../../knowledge/items.json';
import type { DisposalStream, IdentifiedItem, Material, Translate } from './types';

export interface WasteItemDefinition {
  id: string;
  label: string;
  material: Material;
  stream: DisposalStream;
}

/** The catalogue (knowledge/items.json): checked by `npm run rules:check` and the unit tests. */
export const WASTE_ITEMS: readonly WasteItemDefinition[] = catalogue.items as readonly WasteItemDefinition[];

/** A catalogue id, e.g. 'plastic-bottle'. */
export type WasteItemId = string;

const BY_ID: ReadonlyMap<string, WasteItemDefinition> = new Map(WASTE_ITEMS.map((item) => [item.id, item]));

export function findWasteItem(id: string): WasteItemDefinition | undefined {
  return BY_ID.get(id);
}

/**
 * The item's name in the person's language (items.<id>, owned by the identification), else its English
 * label; an item found by a publisher's keyword goes by those words.
 */
export function itemName(item: Pick<IdentifiedItem, 'id' | 'label' | 'typedName'>, t: Translate): string {
  return item.typedName?.text ?? t(`items.${item.id}`, { defaultValue: item.label });
}
