// A bookmark made while signed out waits on this device (IndexedDB, so a large result fits and a
// reload or the trip to Google and back loses nothing) until someone signs in.
import { createStore, get, promisifyRequest, set, update, type UseStore } from 'idb-keyval';

export interface PendingBookmarkStore {
  get(): Promise<unknown | null>;
  set(resultData: unknown): Promise<void>;
  /**
   * Reads and removes it in one transaction: when several tabs hear the same sign-in, exactly one
   * of them gets the bookmark to save.
   */
  take(): Promise<unknown | null>;
  /** Puts a taken bookmark back after a failed save, unless a newer one is already waiting. */
  restore(resultData: unknown): Promise<void>;
}

const KEY = 'pending-bookmark';

export function createPendingBookmarkStore(dbName = 'recyclesmart-device'): PendingBookmarkStore {
  let db: UseStore | null = null;
  const store = () => (db ??= createStore(dbName, 'keyval'));
  return {
    get: async () => (await get(KEY, store())) ?? null,
    set: (resultData) => set(KEY, resultData, store()),
    take: () =>
      store()('readwrite', async (objectStore) => {
        const taken: unknown = await promisifyRequest(objectStore.get(KEY));
        objectStore.delete(KEY);
        await promisifyRequest(objectStore.transaction);
        return taken ?? null;
      }),
    restore: (resultData) => update(KEY, (current: unknown) => current ?? resultData, store()),
  };
}
