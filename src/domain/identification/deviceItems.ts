// The on-device result from one forward pass: the item's name from the ImageNet classes, its
// material from the material head. ImageNet classes name objects well but materials poorly (a
// keyword mapping is right about a third of the time on real waste photos), so when the two
// disagree the head's material decides the disposal. The head passes the same > 0.5 rule as any
// identification; below it the item is marked unsure and the person is asked to confirm the material.
import type { IdentifiedItem, Material } from '../types';
import { findWasteItem, type WasteItemId } from '../wasteItems';
import { confidentDeviceItems, type ItemScore } from './imagenetTaxonomy';
import { toIdentifiedItem } from './identifiedItem';
import { HEAD_MATERIALS, type HeadMaterial, type MaterialScore } from './materialHead';
import { isConfident } from './rules';

/** The item named when no ImageNet item of the head's material has any probability at all. */
const USUAL_ITEM: Readonly<Record<HeadMaterial, WasteItemId>> = {
  cardboard: 'cardboard-box',
  glass: 'glass-bottle',
  metal: 'aluminium-can',
  paper: 'paper',
  plastic: 'plastic-bottle',
  other: 'snack-packet',
};

/**
 * scores: every ImageNet-derived item, most likely first (below the rule too).
 * materials: the head's calibrated probabilities, most likely first; null or empty when the head
 * gave none, and the ImageNet items stand alone as before.
 */
export function deviceItems(scores: readonly ItemScore[], materials: readonly MaterialScore[] | null): IdentifiedItem[] {
  const named = confidentDeviceItems(scores);
  const best = materials?.[0];
  if (!best) return named;
  const sure = isConfident(best.confidence);
  if (named.length > 0) {
    return named.map((item) => ({
      ...item,
      // An unsure head does not overrule a name that passed the rule; the person settles it.
      material: sure ? best.material : item.material,
      materialConfidence: best.confidence,
      ...(!sure && { materialUnsure: true }),
    }));
  }
  // No item name passed: the likeliest item of the head's material names it, the head's
  // confidence is the item's, so the rule and the card speak of the material.
  const id = scores.find((score) => findWasteItem(score.id)?.material === best.material)?.id ?? USUAL_ITEM[best.material];
  const item = toIdentifiedItem(id, best.confidence, 'device');
  return [{ ...item, material: best.material, materialConfidence: best.confidence, ...(!sure && { materialUnsure: true }) }];
}

/** The item with the material the person chose: sure from now on, whatever the model said. */
export function withConfirmedMaterial(item: IdentifiedItem, material: Material): IdentifiedItem {
  const { materialUnsure: _unsure, ...rest } = item;
  return { ...rest, material, materialConfirmed: true };
}

/**
 * The catalogue item whose advice applies. An item keeps its ImageNet name when the head or the
 * person overrules its material, but its disposal follows that material: the usual item of it.
 */
export function disposalItemId(item: IdentifiedItem): string {
  const definition = findWasteItem(item.id);
  if (!definition || definition.material === item.material) return item.id;
  const material = HEAD_MATERIALS.find((candidate) => candidate === item.material);
  return material ? USUAL_ITEM[material] : item.id;
}
