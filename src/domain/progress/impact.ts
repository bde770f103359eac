import type { DisposalStream, ImpactMetrics } from '../types';

export type TakeAction = 'recycled' | 'composted' | 'disposed';

/**
 * The mark that does what the verdict says: recycled for a recycling bin, composted for compost,
 * properly disposed for general waste and hazards. None for a reuse or special drop-off, where what
 * happens to the thing (reuse, recycling) is the place's.
 */
export function advisedAction(stream: DisposalStream | undefined): TakeAction | undefined {
  if (stream === 'recycling') return 'recycled';
  if (stream === 'compost') return 'composted';
  if (stream === 'landfill' || stream === 'hazardous') return 'disposed';
  return undefined;
}

/** The results screen's fixed estimate for one recycled or composted item (spec section 9). */
export const ACTION_IMPACT_ESTIMATE: Readonly<ImpactMetrics> = {
  co2_saved: 0.05,
  material_reduced: 0.1,
  water_saved: 0.3,
  energy_saved: 0.2,
  trees_equivalent: 0.01,
};

export const NO_IMPACT: Readonly<ImpactMetrics> = {
  co2_saved: 0,
  material_reduced: 0,
  water_saved: 0,
  energy_saved: 0,
  trees_equivalent: 0,
};

/** Where an action's impact figures came from, so the screen can say which. */
export type ImpactBasis = 'analysis' | 'estimate' | 'none';

export interface ActionImpact {
  metrics: ImpactMetrics;
  basis: ImpactBasis;
}

/**
 * Disposing saves nothing. Recycling or composting uses the analysis's validated figures for the item
 * when it has them, otherwise the fixed estimate.
 */
export function impactForAction(action: TakeAction, analysedMetrics?: ImpactMetrics | null): ActionImpact {
  if (action === 'disposed') return { metrics: { ...NO_IMPACT }, basis: 'none' };
  if (analysedMetrics) return { metrics: { ...analysedMetrics }, basis: 'analysis' };
  return { metrics: { ...ACTION_IMPACT_ESTIMATE }, basis: 'estimate' };
}

export function sumImpact(all: readonly ImpactMetrics[]): ImpactMetrics {
  return all.reduce<ImpactMetrics>(
    (total, m) => ({
      co2_saved: total.co2_saved + m.co2_saved,
      material_reduced: total.material_reduced + m.material_reduced,
      water_saved: total.water_saved + m.water_saved,
      energy_saved: total.energy_saved + m.energy_saved,
      trees_equivalent: total.trees_equivalent + m.trees_equivalent,
    }),
    { ...NO_IMPACT },
  );
}
