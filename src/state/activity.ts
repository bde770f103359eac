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
 * A write to the history: a result saved once, or the saved entry brought up to date. The entry is
 * read (`scan`) when its turn comes, so whatever the result has become by then is what is written.
 */
export interface HistoryWrite {
  kind: 'save' | 'revise';
  scan: () => Promise<ScanToSave | null>;
}

/** The last history write: each waits for the one before, so a revision never overtakes its save. */
const lastHistoryWriteAtom = atom<{ done: Promise<unknown> }>({ done: Promise.resolve() });

/**
 * Writes to the signed-in person's scan history, one after another. Signed out, or with no result,
 * nothing is written. Resolves to whether an entry was written: a save of a result already saved
 * writes nothing, nor does a revision of one never saved.
 */
export const writeScanHistoryAtom = atom(null, (get, set, { kind, scan }: HistoryWrite): Promise<boolean> => {
  const write = async () => {
    if (get(sessionAtom).status !== 'signedIn') return false;
    const entry = await scan();
    if (!entry) return false;
    const store = requireDataStore(get);
    return kind === 'save' ? store.saveScan(scanRecord(entry)) : store.reviseScan(scanRecord(entry));
  };
  const turn = get(lastHistoryWriteAtom).done.then(write);
  set(lastHistoryWriteAtom, { done: turn.catch(() => undefined) });
  return turn;
});
