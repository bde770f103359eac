// The scan session in localStorage under app-storage, so a reload of /results keeps the result. The
// browser's quota is small and shared: a full store must never break a scan, so saving falls back to
// the result without its photo, and then to not keeping it at all.
import { EMPTY_SESSION, readStoredSession, type ScanSession, SESSION_STORAGE_KEY } from '../../domain/results/session';

export type SaveOutcome = 'saved' | 'withoutImage' | 'notSaved';

export interface SessionStore {
  load(): ScanSession;
  save(session: ScanSession): SaveOutcome;
}

function tryWrite(storage: Storage, value: ScanSession): boolean {
  try {
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function createSessionStore(storage: Storage | undefined = globalThis.localStorage): SessionStore {
  return {
    load() {
      try {
        const text = storage?.getItem(SESSION_STORAGE_KEY);
        return text ? readStoredSession(JSON.parse(text)) : { ...EMPTY_SESSION };
      } catch {
        return { ...EMPTY_SESSION };
      }
    },
    save(session) {
      if (!storage) return 'notSaved';
      if (tryWrite(storage, session)) return 'saved';
      if (session.currentImage && tryWrite(storage, { ...session, currentImage: null })) return 'withoutImage';
      try {
        // A stale copy would bring back an older result on reload.
        storage.removeItem(SESSION_STORAGE_KEY);
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
