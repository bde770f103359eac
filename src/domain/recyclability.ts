// The area recyclability score of the spec: how much of the item can be recycled here, from its parts'
// shares, whether nearby facilities take their materials, and whether the city has any facility.
import type { Analysis } from './analysis/analysis';
import { acceptsMaterial } from './materials';
import { GENERIC_PACK_ID } from './rules/rulePack';
import type { FacilityNearPoint, IdentifiedItem } from './types';
import { findWasteItem } from './wasteItems';

export const DEFAULT_RECYCLABILITY = 50;
export const MAIN_PART_WEIGHT = 0.6;
export const OTHER_PART_WEIGHT = 0.2;
/** A material's acceptance when no nearby facility says what it takes. */
export const UNKNOWN_FACILITY_ACCEPTANCE = 0.5;
export const FACILITY_FACTOR_IN_CITY = 1;
export const FACILITY_FACTOR_NONE = 0.8;

export interface MaterialComponent {
  /** An app material name (see Material), or 'other'. */
  material: string;
  recyclable: boolean;
  /** Share of the whole, 0..1; the shares sum to 1. */
  weight: number;
  /** The place's own rule pack decided whether it is taken here: no facility list is needed to know. */
  ruledHere?: boolean;
}

export interface RecyclabilityResult {
  /** 0..100, integer. */
  score: number;
  facilities: FacilityNearPoint[];
  components: MaterialComponent[];
  /** Per component, in the same order: how recyclable it is here, in percent. */
  breakdown: { material: string; percent: number }[];
}

export const DEFAULT_RECYCLABILITY_RESULT: Readonly<RecyclabilityResult> = {
  score: DEFAULT_RECYCLABILITY,
  facilities: [],
  components: [],
  breakdown: [],
};

/**
 * The item as material components: from the analysis's parts (0.6 for the main part, 0.2 for others,
 * scaled so the shares sum to 1), otherwise one component per identified item with the weight
 * 1/count. Under a place's own rule pack (not the generic one) the verdict says whether a part is
 * taken here: everything the item is made of goes where the verdict sends it, and nothing is
 * recovered from what goes in the garbage.
 */
export function materialComponents(
  items: readonly IdentifiedItem[],
  analysis: Pick<Analysis, 'parts' | 'verdicts' | 'pack'> | null,
): MaterialComponent[] {
  const parts = analysis?.parts ?? [];
  if (parts.length) {
    const raw = parts.map((p) => (p.main ? MAIN_PART_WEIGHT : OTHER_PART_WEIGHT));
    const total = raw.reduce((a, b) => a + b, 0);
    const local = analysis!.pack.id !== GENERIC_PACK_ID;
    return parts.map((p, i) => {
      const verdict = local ? analysis!.verdicts.find((v) => v.item === p.item) : undefined;
      const recyclable = verdict ? verdict.stream !== 'landfill' && (p.main || p.recyclable) : p.recyclable;
      return { material: p.material, recyclable, weight: raw[i]! / total, ...(verdict ? { ruledHere: true } : {}) };
    });
  }
  return items.map((item) => ({
    material: item.material,
    recyclable: (findWasteItem(item.id)?.stream ?? 'recycling') !== 'landfill',
    weight: 1 / items.length,
  }));
}

/** 1 when a nearby facility takes the material, 0 when facilities are known and none does, 0.5 when none says. */
export function acceptance(component: MaterialComponent, facilities: readonly FacilityNearPoint[]): number {
  if (!component.recyclable) return 0;
  if (component.ruledHere) return 1;
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
    // One figure per component, and the score is their weighted sum: the ring and the parts agree.
    const scored = components.map((c) => ({ c, here: acceptance(c, facilities) * (c.ruledHere ? 1 : factor) }));
    const score = 100 * scored.reduce((sum, { c, here }) => sum + c.weight * here, 0);
    if (!Number.isFinite(score)) return { ...DEFAULT_RECYCLABILITY_RESULT };
    return {
      score: clampScore(score),
      facilities: [...facilities],
      components: [...components],
      breakdown: scored.map(({ c, here }) => ({ material: c.material, percent: clampScore(100 * here) })),
    };
  } catch {
    return { ...DEFAULT_RECYCLABILITY_RESULT };
  }
}
