// A list that grows with every scan, kept in IndexedDB as chunks of at most LIST_CHUNK_SIZE entries,
// each its own value: IndexedDB copies a value on the page's thread when it is written or read, so a
// 5,000-record list kept as one value held the page for one long task (137 ms alone, 418 ms on a
// loaded machine). Chunks are written and read one request after another, each in a task of its own.
//
// Under the list's key: the number of chunks, `{ chunks: n }`; chunk i under `<key>#<i>`. A list
// written before chunks is an array under the key itself, read as it is and rewritten in chunks on
// the next change. Every change is one transaction, so a check and the write it decides (a scan saved
// once) hold together.
import { promisifyRequest, type UseStore } from 'idb-keyval';

export const LIST_CHUNK_SIZE = 500;

interface ChunkIndex {
  chunks: number;
}

export const chunkKey = (key: string, index: number): string => `${key}#${index}`;

const isChunkIndex = (value: unknown): value is ChunkIndex =>
  typeof value === 'object' && value !== null && Number.isInteger((value as ChunkIndex).chunks);

/** The list's chunks, and how many of them are stored as chunks (none for a list written before). */
async function readChunks<T>(store: IDBObjectStore, key: string): Promise<{ chunks: T[][]; stored: number }> {
  const head: unknown = await promisifyRequest(store.get(key));
  if (Array.isArray(head)) return { chunks: [head as T[]], stored: 0 };
  if (!isChunkIndex(head)) return { chunks: [], stored: 0 };
  const chunks: T[][] = [];
  for (let index = 0; index < head.chunks; index++) {
    chunks.push(((await promisifyRequest(store.get(chunkKey(key, index)))) as T[] | undefined) ?? []);
  }
  return { chunks, stored: chunks.length };
}

/** Writes chunks `from` on (those before are stored as they are) and drops stored chunks past the end. */
async function writeChunks<T>(
  store: IDBObjectStore,
  key: string,
  chunks: readonly T[][],
  from: number,
  stored: number,
) {
  for (let index = from; index < chunks.length; index++) {
    await promisifyRequest(store.put(chunks[index], chunkKey(key, index)));
  }
  for (let index = chunks.length; index < stored; index++) store.delete(chunkKey(key, index));
  await promisifyRequest(store.put({ chunks: chunks.length } satisfies ChunkIndex, key));
}

function inChunks<T>(entries: readonly T[], first: T[] = []): T[][] {
  const chunks: T[][] = [];
  let current = first;
  for (const entry of entries) {
    if (current.length >= LIST_CHUNK_SIZE) {
      chunks.push(current);
      current = [];
    }
    current.push(entry);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function inTransaction<T>(db: UseStore, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  return db('readwrite', async (store) => {
    const committed = promisifyRequest(store.transaction);
    // Awaited below; when the work fails first, its error is the one that counts.
    committed.catch(() => undefined);
    try {
      const result = await work(store);
      await committed;
      return result;
    } catch (error) {
      // A chunk that could not be written undoes those written before it: a list changes whole or not at all.
      if (!store.transaction.error) store.transaction.abort();
      throw error;
    }
  });
}

/** The whole list, oldest first; empty when nothing was ever written. */
export function readList<T>(db: UseStore, key: string): Promise<T[]> {
  return db('readonly', async (store) => (await readChunks<T>(store, key)).chunks.flat());
}

/**
 * Adds what `added` returns for the list as it is, after its last entry; the list is read and written
 * in one transaction. Resolves to what was added.
 */
export function appendToList<T>(db: UseStore, key: string, added: (list: readonly T[]) => readonly T[]) {
  return inTransaction(db, async (store) => {
    const { chunks, stored } = await readChunks<T>(store, key);
    const adding = added(chunks.flat());
    if (adding.length === 0) return adding;
    // A list written before chunks is rewritten whole, in chunks; otherwise only the last chunk and new ones.
    if (stored < chunks.length) {
      await writeChunks(store, key, inChunks([...chunks.flat(), ...adding]), 0, stored);
      return adding;
    }
    const last = chunks.at(-1);
    const open = last !== undefined && last.length < LIST_CHUNK_SIZE;
    const full = open ? chunks.slice(0, -1) : chunks;
    await writeChunks(store, key, [...full, ...inChunks(adding, open ? [...last] : [])], full.length, stored);
    return adding;
  });
}

/** Keeps the entries `keep` accepts, in order. Resolves to how many were removed. */
export function filterList<T>(db: UseStore, key: string, keep: (entry: T) => boolean): Promise<number> {
  return inTransaction(db, async (store) => {
    const { chunks, stored } = await readChunks<T>(store, key);
    const list = chunks.flat();
    const kept = list.filter(keep);
    if (kept.length < list.length) await writeChunks(store, key, inChunks(kept), 0, stored);
    return list.length - kept.length;
  });
}

/**
 * Replaces each entry for which `revise` returns a new one, where it stands; the others stay as they
 * are. Only a changed chunk is written again. Resolves to how many were replaced.
 */
export function reviseInList<T>(db: UseStore, key: string, revise: (entry: T) => T | undefined): Promise<number> {
  return inTransaction(db, async (store) => {
    const { chunks, stored } = await readChunks<T>(store, key);
    let replaced = 0;
    const revised = chunks.map((chunk) =>
      chunk.map((entry) => {
        const next = revise(entry);
        if (next === undefined) return entry;
        replaced++;
        return next;
      }),
    );
    if (replaced === 0) return 0;
    // A list written before chunks is rewritten whole, in chunks.
    if (stored < chunks.length) await writeChunks(store, key, inChunks(revised.flat()), 0, stored);
    else
      for (let index = 0; index < revised.length; index++)
        if (revised[index]!.some((entry, i) => entry !== chunks[index]![i]))
          await promisifyRequest(store.put(revised[index], chunkKey(key, index)));
    return replaced;
  });
}

/** Removes the list and every chunk of it. */
export function deleteList(db: UseStore, key: string): Promise<void> {
  return inTransaction(db, async (store) => {
    const head: unknown = await promisifyRequest(store.get(key));
    const chunks = isChunkIndex(head) ? head.chunks : 0;
    for (let index = 0; index < chunks; index++) store.delete(chunkKey(key, index));
    store.delete(key);
  });
}
