// The area recyclability score of the spec: how much of the item can be recycled here, from its parts'
// shares, whether nearby facilities take their materials, and whether the city has any facility.
import { acceptsMaterial, materialOf } from './materials';
import type { FacilityNearPoint, IdentifiedItem, MaterialPart } from './types';
import { findWasteItem } from './wasteItems';

export const DEFAULT_RECYCLABILITY = 50;
export const MAIN_PART_WEIGHT = 0.6;
export const OTHER_PART_WEIGHT = 0.2;
/** A material's acceptance when no nearby facility says what it takes. */
export const UNKNOWN_FACILITY_ACCEPTANCE = 0.5;
export const FACILITY_FACTOR_IN_CITY = 1;
export const FACILITY_FACTOR_NONE = 0.8;

/** 'main' as the spec names it, and the same word in the other app languages (the AI answers in them). */
const MAIN_PART = /main|principal|主|मुख्य|رئيس/i;

export interface MaterialComponent {
  part: string;
  /** An app material name (see Material), or 'other'. */
  material: string;
  recyclable: boolean;
  /** Share of the whole, 0..1; the shares sum to 1. */
  weight: number;
}

export interface RecyclabilityResult {
  /** 0..100, integer. */
  score: number;
  facilities: FacilityNearPoint[];
  components: MaterialComponent[];
  /** Per part: how recyclable it is here, in percent. */
  breakdown: { part: string; material: string; percent: number }[];
}

export const DEFAULT_RECYCLABILITY_RESULT: Readonly<RecyclabilityResult> = {
  score: DEFAULT_RECYCLABILITY,
  facilities: [],
  components: [],
  breakdown: [],
};

export function partWeight(part: string): number {
  return MAIN_PART.test(part) ? MAIN_PART_WEIGHT : OTHER_PART_WEIGHT;
}

/**
 * The item as material components: from the analysis's parts when it has them (0.6 for the main
 * part, 0.2 for others, scaled so the shares sum to 1), otherwise one component per identified item
 * with the fallback weight 1/count.
 */
export function materialComponents(
  items: readonly IdentifiedItem[],
  parts: readonly MaterialPart[] = [],
): MaterialComponent[] {
  if (parts.length) {
    const raw = parts.map((p) => partWeight(p.part));
    const total = raw.reduce((a, b) => a + b, 0);
    const soleItem = items.length === 1 ? items[0]!.material : 'other';
    return parts.map((p, i) => ({
      part: p.part,
      material: materialOf(p.type) ?? materialOf(p.part) ?? soleItem,
      recyclable: p.recyclable,
      weight: raw[i]! / total,
    }));
  }
  return items.map((item) => ({
    part: item.label,
    material: item.material,
    recyclable: (findWasteItem(item.id)?.stream ?? 'recycling') !== 'landfill',
    weight: 1 / items.length,
  }));
}

/** 1 when a nearby facility takes the material, 0 when facilities are known and none does, 0.5 when none says. */
export function acceptance(component: MaterialComponent, facilities: readonly FacilityNearPoint[]): number {
  if (!component.recyclable) return 0;
  const informative = facilities.filter((f) => f.accepted_materials.length > 0);
  if (!informative.length) return UNKNOWN_FACILITY_ACCEPTANCE;
  return informative.some((f) => acceptsMaterial(f.accepted_materials, component.material)) ? 1 : 0;
}

export function facilityFactor(anyFacilityInCity: boolean): number {
  return anyFacilityInCity ? FACILITY_FACTOR_IN_CITY : FACILITY_FACTOR_NONE;
}

const clampScore = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/** Σ share × acceptance × facility factor, as a 0-100 integer; 50 with empty lists when anything is off. */
export function computeRecyclability(
  components: readonly MaterialComponent[],
  facilities: readonly FacilityNearPoint[],
  anyFacilityInCity: boolean,
): RecyclabilityResult {
  try {
    if (!components.length) return { ...DEFAULT_RECYCLABILITY_RESULT };
    const factor = facilityFactor(anyFacilityInCity);
    const scored = components.map((c) => ({ c, a: acceptance(c, facilities) }));
    const score = 100 * factor * scored.reduce((sum, { c, a }) => sum + c.weight * a, 0);
    if (!Number.isFinite(score)) return { ...DEFAULT_RECYCLABILITY_RESULT };
    return {
      score: clampScore(score),
      facilities: [...facilities],
      components: [...components],
      breakdown: scored.map(({ c, a }) => ({
        part: c.part,
        material: c.material,
        percent: clampScore(100 * factor * a),
      })),
    };
  } catch {
    return { ...DEFAULT_RECYCLABILITY_RESULT };
  }
}
