// What the results screen records for a signed-in person: Take Action, and the scan in their history.
import { impactForAction, type TakeAction } from '../domain/progress';
import { scanRecord, type ScanToSave } from '../domain/scanHistory';
import type { ImpactMetrics, Material } from '../domain/types';
import { requireDataStore, sessionAtom } from './account';
import { atom } from './jotai';

export interface ActionToRecord {
  action: TakeAction;
  item: { label: string; material: Material | string };
  city: string | null;
  /** The analysis's validated impact for the item, when it has one; otherwise the fixed estimate. */
  analysedMetrics?: ImpactMetrics | null;
  /** The result's id (its scan history entry): deleting that entry from the history deletes this action. */
  scanId?: string | null;
}

/** Records a Take Action with its impact. Rejects when signed out ('Must be authenticated to record activity'). */
export const recordActionAtom = atom(
  null,
  async (get, _set, { action, item, city, analysedMetrics, scanId }: ActionToRecord) => {
    const { metrics, basis } = impactForAction(action, analysedMetrics);
    const recorded = await requireDataStore(get).recordActivity({
      action,
      itemCategory: item.label,
      material: item.material,
      city,
      impact: metrics,
      basis,
      scanId: scanId ?? null,
    });
    return { ...recorded, impact: metrics, basis };
  },
);

/**
 * Saves a result to the signed-in person's scan history, once per result (its id): calling again for
 * the same result does nothing. Signed out, nothing is saved. Resolves to whether a row was written.
 */
export const saveScanToHistoryAtom = atom(null, async (get, _set, scan: ScanToSave) => {
  if (get(sessionAtom).status !== 'signedIn') return false;
  return requireDataStore(get).saveScan(scanRecord(scan));
});
