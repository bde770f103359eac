// The kept scan result (the spec's "scan session") in localStorage under app-storage, so a reload of /results keeps the result. The
// browser's quota is small and shared: a full store must never break a scan, so saving falls back to
// the result without its photo, and then to not keeping it at all.
import {
  EMPTY_SCAN_RESULT,
  readStoredScanResult,
  SCAN_RESULT_STORAGE_KEY,
  type ScanResult,
} from '../../domain/results/scanResult';

export type SaveOutcome = 'saved' | 'withoutImage' | 'notSaved';

export interface ScanResultStore {
  load(): ScanResult;
  save(session: ScanResult): SaveOutcome;
}

function tryWrite(storage: Storage, value: ScanResult): boolean {
  try {
    storage.setItem(SCAN_RESULT_STORAGE_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function createScanResultStore(storage: Storage | undefined = globalThis.localStorage): ScanResultStore {
  return {
    load() {
      try {
        const text = storage?.getItem(SCAN_RESULT_STORAGE_KEY);
        return text ? readStoredScanResult(JSON.parse(text)) : { ...EMPTY_SCAN_RESULT };
      } catch {
        return { ...EMPTY_SCAN_RESULT };
      }
    },
    save(session) {
      if (!storage) return 'notSaved';
      if (tryWrite(storage, session)) return 'saved';
      if (session.currentImage && tryWrite(storage, { ...session, currentImage: null })) return 'withoutImage';
      try {
        // A stale copy would bring back an older result on reload.
        storage.removeItem(SCAN_RESULT_STORAGE_KEY);
      } catch {
        // Storage that cannot even remove is unusable: the session lives in memory only.
      }
      return 'notSaved';
    },
  };
}

/** What is kept of the photo: small enough (about 40-90 kB) for localStorage beside everything else. */
export const PREVIEW_MAX_SIDE = 640;
export const PREVIEW_QUALITY = 0.78;
