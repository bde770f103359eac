// A place in words, as the nearby card and the history show it: its own name, or for an unnamed one
// (most street containers) a name from its type and what it takes; its type; the materials it takes,
// as text keys in a fixed order. Pure: the words are chosen with the translate function given.
import { acceptsMaterial } from '../materials';
import type { FacilityType, Material, NearbyFacility, Translate } from '../types';
import { MATERIALS } from '../types';

/**
 * What an unnamed container is called by the one kind of waste it takes ("Glass container"); a
 * container of several kinds, or of none of these, keeps its type's generic name.
 */
const CONTAINER_KINDS: readonly (readonly [string, readonly string[]])[] = [
  ['battery', ['battery']],
  ['glass', ['glass']],
  ['paper', ['paper', 'cardboard']],
  ['packaging', ['plastic', 'metal', 'beverage_cartons']],
  ['textile', ['textile']],
  ['cooking_oil', ['cooking_oil']],
  ['e-waste', ['e-waste', 'lamps']],
  ['organic', ['organic']],
];

/**
 * The place's name in the person's language: its own, else one made from its type and materials. An
 * unnamed street corner of several containers is named by the one the person's item goes in, when it
 * has one (`lead`: a glass bottle's corner is a "Glass container" there).
 */
export function facilityTitle(
  facility: Pick<NearbyFacility, 'name' | 'acceptedMaterials'> & { type?: FacilityType },
  t: Translate,
  lead: string | null = null,
): string {
  if (facility.name.trim()) return facility.name;
  // A history entry saved before places had types has a name; one without either is a recycling point.
  const type = facility.type ?? 'other';
  const kinds =
    type === 'container'
      ? CONTAINER_KINDS.filter(([, materials]) => materials.some((m) => facility.acceptedMaterials.includes(m)))
      : [];
  const kind =
    kinds.find(([, materials]) => lead !== null && materials.includes(lead)) ??
    (kinds.length === 1 ? kinds[0] : undefined);
  return kind ? t(`results.nearby.unnamed.${kind[0]}`) : t(`facilities.generic.${type}`);
}

export const facilityTypeKey = (type: FacilityType): string => `results.nearby.type.${type}`;

/** The sources' finer materials that a card names too; any other is left out rather than shown as a code. */
const FACILITY_ONLY_MATERIALS = [
  'beverage_cartons',
  'cooking_oil',
  'lamps',
  'hazardous_waste',
  'tyres',
  'rubble',
] as const;
type FacilityOnlyMaterial = (typeof FACILITY_ONLY_MATERIALS)[number];

/** The app's materials first, in its own order, then the finer ones: the same order on every card. */
const NAMED_MATERIALS: readonly (Material | FacilityOnlyMaterial)[] = [
  ...MATERIALS.filter((m) => m !== 'other'),
  ...FACILITY_ONLY_MATERIALS,
];

/** A material a card names: the text key of its name, and whether the person's item is of it. */
export interface MaterialChip {
  key: string;
  lead: boolean;
}

/**
 * What a card shows of the accepted materials, in a fixed order, those the person's item is made of
 * (`lead`) first: a battery's row says "Battery" before the glass and paper of the same corner.
 */
export function facilityMaterialKeys(accepted: readonly string[], lead: string | null = null): MaterialChip[] {
  const wanted = new Set(accepted);
  const chips = NAMED_MATERIALS.filter((m) => wanted.has(m)).map((m) => ({
    key: (MATERIALS as readonly string[]).includes(m) ? `identify.materials.${m}` : `facilities.materials.${m}`,
    lead: lead !== null && acceptsMaterial([m], lead),
  }));
  return [...chips.filter((chip) => chip.lead), ...chips.filter((chip) => !chip.lead)];
}
