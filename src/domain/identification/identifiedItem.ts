import type { IdentifiedItem, ItemSource } from '../types';
import { findWasteItem, type WasteItemId } from '../wasteItems';

export function toIdentifiedItem(id: WasteItemId, confidence: number, source: ItemSource): IdentifiedItem {
  const definition = findWasteItem(id);
  if (!definition) throw new Error(`Unknown waste item ${id}`);
  return { id, label: definition.label, material: definition.material, confidence, source };
}
