// The spec's default impact per kilogram by material, picked by keywords in the item's label, and the
// rule for accepting impact figures from elsewhere (the AI): all five present, numbers, not negative.
import { keywordMatcher } from '../keywords';
import type { ImpactMetrics } from '../types';

export type ImpactMaterial = 'plastic' | 'paper' | 'glass' | 'metal' | 'default';

export const DEFAULT_IMPACT_PER_KG: Readonly<Record<ImpactMaterial, Readonly<ImpactMetrics>>> = {
  plastic: { co2_saved: 2.5, material_reduced: 1, water_saved: 100, energy_saved: 5, trees_equivalent: 0.05 },
  paper: { co2_saved: 1.5, material_reduced: 1, water_saved: 50, energy_saved: 3, trees_equivalent: 0.1 },
  glass: { co2_saved: 0.8, material_reduced: 1, water_saved: 25, energy_saved: 2, trees_equivalent: 0.02 },
  metal: { co2_saved: 4, material_reduced: 1, water_saved: 75, energy_saved: 8, trees_equivalent: 0.08 },
  default: { co2_saved: 1, material_reduced: 1, water_saved: 50, energy_saved: 2, trees_equivalent: 0.05 },
};

/** The spec's defaults for an impact question: material 'mixed', weight 0.1 kg. */
export const DEFAULT_IMPACT_MATERIAL_NAME = 'mixed';
export const DEFAULT_ITEM_WEIGHT_KG = 0.1;

export const IMPACT_METRIC_KEYS = [
  'co2_saved',
  'material_reduced',
  'water_saved',
  'energy_saved',
  'trees_equivalent',
] as const;

// The spec's keywords in its order; "can" only as a word, so "candle" or "scanner" stay default.
const matchImpactMaterial = keywordMatcher<Exclude<ImpactMaterial, 'default'>>([
  ['plastic', ['plastic']],
  ['paper', ['paper']],
  ['glass', ['glass']],
  ['metal', ['metal', 'can!', 'cans!']],
]);

export function impactMaterialOf(label: string): ImpactMaterial {
  return matchImpactMaterial(label) ?? 'default';
}

/** The material's per-kg figures times the weight (0.1 kg when unknown or not a positive number). */
export function defaultImpact(label: string, weightKg: number = DEFAULT_ITEM_WEIGHT_KG): ImpactMetrics {
  const weight = Number.isFinite(weightKg) && weightKg > 0 ? weightKg : DEFAULT_ITEM_WEIGHT_KG;
  const perKg = DEFAULT_IMPACT_PER_KG[impactMaterialOf(label)];
  const metrics = { ...perKg };
  for (const key of IMPACT_METRIC_KEYS) metrics[key] = perKg[key] * weight;
  return metrics;
}

/** Accepted only when all five metrics are numbers and none is negative; null otherwise. */
export function acceptImpactMetrics(value: unknown): ImpactMetrics | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const ok = IMPACT_METRIC_KEYS.every(
    (k) => typeof record[k] === 'number' && Number.isFinite(record[k]) && (record[k] as number) >= 0,
  );
  if (!ok) return null;
  return Object.fromEntries(IMPACT_METRIC_KEYS.map((k) => [k, record[k] as number])) as unknown as ImpactMetrics;
}

/** Each metric floored at 0; one that is zero or not a number takes the default's value. */
export function completeImpact(metrics: ImpactMetrics, defaults: ImpactMetrics): ImpactMetrics {
  const complete = { ...metrics };
  for (const key of IMPACT_METRIC_KEYS) {
    const value = Number.isFinite(metrics[key]) ? Math.max(0, metrics[key]) : 0;
    complete[key] = value === 0 ? defaults[key] : value;
  }
  return complete;
}
