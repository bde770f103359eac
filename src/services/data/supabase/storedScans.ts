// The scans this tab has seen stored, by id, kept across the tab's reloads. The results screen saves
// its kept scan on every visit; offline, each of those saves would otherwise wait in the outbox, and
// be counted as a change to send, for a row the server already holds.
const KEY = 'recyclesmart-stored-scans';
// A tab's recent scans are enough: an older one saved again is merely sent and found taken.
const REMEMBERED = 100;

export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface StoredScans {
  has(id: string): boolean;
  add(id: string): void;
  delete(id: string): void;
  /** Forgets them all: the account they were stored under is gone. */
  clear(): void;
}

/** The stored-scan ids in the given storage (the tab's sessionStorage), in memory only without one. */
export function storedScans(storage: TabStorage | undefined): StoredScans {
  const ids = new Set(read(storage));
  const write = () => {
    try {
      storage?.setItem(KEY, JSON.stringify([...ids].slice(-REMEMBERED)));
    } catch {
      // Full or blocked storage: the ids stay remembered in memory for this page.
    }
  };
  return {
    has: (id) => ids.has(id),
    add: (id) => {
      ids.add(id);
      write();
    },
    delete: (id) => {
      ids.delete(id);
      write();
    },
    clear: () => {
      ids.clear();
      write();
    },
  };
}

function read(storage: TabStorage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
