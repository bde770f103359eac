// What one scan leaves in the person's history (spec sections 3 and 7: scan_history).
import type { AnalysisResult, IdentifiedItem, ImpactMetrics, NearbyFacility } from './types';

/** The spec fixes a scan's energy figure rather than estimating it. */
export const SCAN_ENERGY_SAVED_KWH = 0.2;
export const DEFAULT_OVERALL_RECYCLABILITY = 50;
export const HISTORY_PAGE_SIZE = 5;

/**
 * What the history keeps of an item; of one the app was still asking about, why and the answers it
 * offered, so the entry names the question ("Paper or a battery?") rather than the hazard it held the
 * advice to.
 */
export type ScanItem = Pick<IdentifiedItem, 'id' | 'label' | 'material' | 'confidence'> &
  Partial<Pick<IdentifiedItem, 'unsure' | 'choices'>>;

export interface ScanRecord {
  /** Chosen by the results screen, one per result, so saving the same result twice saves it once. */
  id: string;
  identified_items: ScanItem[];
  disposal_instructions: AnalysisResult['disposalInstructions'];
  material_breakdown: AnalysisResult['materialBreakdown'];
  eco_tips: AnalysisResult['ecoTips'];
  sustainable_habits: AnalysisResult['sustainableHabits'];
  impact_metrics: ImpactMetrics | null;
  nearest_facilities: NearbyFacility[];
  /** 0..100 */
  overall_recyclability: number;
}

export interface ScanHistoryEntry extends ScanRecord {
  /** ISO timestamp. */
  scan_date: string;
}

export interface ScanToSave {
  resultId: string;
  items: readonly IdentifiedItem[];
  analysis: AnalysisResult;
  impact: ImpactMetrics | null;
  facilities: readonly NearbyFacility[];
}

function recyclabilityScore(value: number | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_OVERALL_RECYCLABILITY;
  return Math.round(Math.min(100, Math.max(0, value)));
}

function scanItem({ id, label, material, confidence, unsure, choices }: IdentifiedItem): ScanItem {
  const item: ScanItem = { id, label, material, confidence };
  return unsure ? { ...item, unsure, ...(choices ? { choices } : {}) } : item;
}

export function scanRecord({ resultId, items, analysis, impact, facilities }: ScanToSave): ScanRecord {
  return {
    id: resultId,
    identified_items: items.map(scanItem),
    disposal_instructions: analysis.disposalInstructions,
    material_breakdown: analysis.materialBreakdown,
    eco_tips: analysis.ecoTips,
    sustainable_habits: analysis.sustainableHabits,
    impact_metrics: impact ? { ...impact, energy_saved: SCAN_ENERGY_SAVED_KWH } : null,
    nearest_facilities: [...facilities],
    overall_recyclability: recyclabilityScore(analysis.overallRecyclability),
  };
}

/** The page a history list should show after deleting from `page`, so it never lands on an empty page. */
export function pageAfterDelete(page: number, remaining: number, pageSize = HISTORY_PAGE_SIZE): number {
  const lastPage = Math.max(0, Math.ceil(remaining / pageSize) - 1);
  return Math.min(page, lastPage);
}
