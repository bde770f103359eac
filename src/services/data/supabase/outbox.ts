// Writes made while the server cannot be reached wait here, in IndexedDB, in the order they were made,
// until the connection returns. Each carries the ids it will be stored under (chosen on the device),
// so sending one twice, after a lost answer or from two tabs, stores it once.
import { createStore, get, update, type UseStore } from 'idb-keyval';

import type { DataTable } from '../dataStore';

/** A row insert, as it will be sent. */
export interface QueuedInsert {
  table: string;
  row: Record<string, unknown>;
}

/** Columns of one row, found by its id, set to new values: sending it twice sets them twice. */
export interface QueuedUpdate {
  table: string;
  id: string;
  values: Record<string, unknown>;
}

export interface QueuedWrite {
  /** Unique per write; for a write of inserts, also the primary key of its first row. */
  id: string;
  /** Whose write it is: only that person's session may send it. Null: anyone may (a correction). */
  userId: string | null;
  queuedAt: string;
  /** Sent in order; a row already stored (its id taken) counts as sent. */
  inserts: QueuedInsert[];
  /** Sent after the inserts, in order. Absent from writes queued before updates were. */
  updates?: QueuedUpdate[];
  /** The tables whose change listeners hear when it is sent. */
  changes: DataTable[];
}

export interface Outbox {
  add(write: QueuedWrite): Promise<void>;
  /** Oldest first. */
  pending(): Promise<QueuedWrite[]>;
  remove(id: string): Promise<void>;
}

const KEY = 'writes';

export function createIdbOutbox(dbName = 'recyclesmart-outbox'): Outbox {
  let db: UseStore | null = null;
  // Without IndexedDB (some private modes) nothing can wait: add fails and the write reports its error.
  const store = () => (db ??= createStore(dbName, 'keyval'));
  const available = () => typeof indexedDB !== 'undefined';
  return {
    add: (write) =>
      update<QueuedWrite[]>(
        KEY,
        (writes = []) => (writes.some((w) => w.id === write.id) ? writes : [...writes, write]),
        store(),
      ),
    pending: async () => (available() ? ((await get<QueuedWrite[]>(KEY, store())) ?? []) : []),
    remove: (id) => update<QueuedWrite[]>(KEY, (writes = []) => writes.filter((w) => w.id !== id), store()),
  };
}
