import 'fake-indexeddb/auto';

import { createStore, get, keys, set, type UseStore } from 'idb-keyval';

import {
  appendToList,
  chunkKey,
  deleteList,
  filterList,
  LIST_CHUNK_SIZE,
  readList,
  reviseInList,
} from '../../../../src/services/data/local/chunkedList';

let stores = 0;
const freshStore = (): UseStore => createStore(`chunked-list-test-${++stores}`, 'keyval');
const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const KEY = 'records:someone';

async function storedChunkSizes(db: UseStore): Promise<number[]> {
  const index = await get<{ chunks: number }>(KEY, db);
  const sizes: number[] = [];
  for (let i = 0; i < (index?.chunks ?? 0); i++) sizes.push((await get<number[]>(chunkKey(KEY, i), db))!.length);
  return sizes;
}

describe('a list kept in chunks', () => {
  it('reads back everything appended, in order, with no stored chunk larger than the chunk size', async () => {
    const db = freshStore();
    expect(await readList(db, KEY)).toEqual([]);
    await appendToList(db, KEY, () => numbers(0, 730));
    await appendToList(db, KEY, () => [730]);
    await appendToList(db, KEY, () => numbers(731, 503));
    expect(await readList(db, KEY)).toEqual(numbers(0, 1234));
    expect(LIST_CHUNK_SIZE).toBe(500);
    expect(await storedChunkSizes(db)).toEqual([500, 500, 234]);
  });

  it('hands the whole list to the append, which may add nothing, and then writes nothing', async () => {
    const db = freshStore();
    await appendToList(db, KEY, () => numbers(0, 600));
    const seen: number[] = [];
    const added = await appendToList<number>(db, KEY, (list) => {
      seen.push(list.length);
      return list.includes(599) ? [] : [599];
    });
    expect(seen).toEqual([600]);
    expect(added).toEqual([]);
    expect(await storedChunkSizes(db)).toEqual([500, 100]);
  });

  it('checks and writes in one transaction: the same entry appended twice at once is added once', async () => {
    const db = freshStore();
    const once = (list: readonly string[]) => (list.includes('scan-1') ? [] : ['scan-1']);
    const [first, second] = await Promise.all([appendToList(db, KEY, once), appendToList(db, KEY, once)]);
    expect([first.length, second.length].sort()).toEqual([0, 1]);
    expect(await readList(db, KEY)).toEqual(['scan-1']);
  });

  it('rejects with the error of an append that fails, and changes nothing', async () => {
    const db = freshStore();
    await appendToList(db, KEY, () => numbers(0, 10));
    await expect(
      appendToList<number>(db, KEY, () => {
        throw new Error('not this one');
      }),
    ).rejects.toThrow('not this one');
    expect(await readList(db, KEY)).toEqual(numbers(0, 10));
  });

  it('undoes the chunks already written when a later one cannot be: the list changes whole or not at all', async () => {
    const db = freshStore();
    await appendToList<unknown>(db, KEY, () => numbers(0, 10));
    const adding: unknown[] = numbers(10, 600);
    adding[550] = () => 'a function cannot be stored';
    await expect(appendToList<unknown>(db, KEY, () => adding)).rejects.toThrow();
    expect(await readList(db, KEY)).toEqual(numbers(0, 10));
    expect(await storedChunkSizes(db)).toEqual([10]);
  });

  it('reads a list written before chunks as it is, and keeps all of it when appended to', async () => {
    const db = freshStore();
    await set(KEY, numbers(0, 1100), db);
    expect(await readList(db, KEY)).toEqual(numbers(0, 1100));
    await appendToList(db, KEY, () => [1100]);
    expect(await readList(db, KEY)).toEqual(numbers(0, 1101));
    expect(await storedChunkSizes(db)).toEqual([500, 500, 101]);
  });

  it('filters in order, rechunks, and leaves no chunk behind past the end', async () => {
    const db = freshStore();
    await appendToList(db, KEY, () => numbers(0, 1200));
    expect(await filterList<number>(db, KEY, (n) => n % 3 === 0)).toBe(800);
    expect(await readList(db, KEY)).toEqual(numbers(0, 1200).filter((n) => n % 3 === 0));
    expect(await storedChunkSizes(db)).toEqual([400]);
    expect((await keys(db)).sort()).toEqual([KEY, chunkKey(KEY, 0)]);
    expect(await filterList<number>(db, KEY, () => true)).toBe(0);
  });

  it('revises entries where they stand, writing again only the chunk that changed', async () => {
    const db = freshStore();
    await appendToList(db, KEY, () => numbers(0, 1200));
    const written: IDBValidKey[] = [];
    const watched: UseStore = (mode, work) =>
      db(mode, (store) =>
        work(
          new Proxy(store, {
            get(target, property) {
              if (property === 'put')
                return (value: unknown, key: IDBValidKey) => {
                  written.push(key);
                  return target.put(value, key);
                };
              const member = Reflect.get(target, property) as unknown;
              return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(target) : member;
            },
          }),
        ),
      );

    expect(await reviseInList<number>(watched, KEY, (n) => (n === 700 ? -700 : undefined))).toBe(1);
    expect(await readList(db, KEY)).toEqual(numbers(0, 1200).map((n) => (n === 700 ? -700 : n)));
    expect(written).toEqual([chunkKey(KEY, 1)]);
    expect(await reviseInList<number>(watched, KEY, () => undefined)).toBe(0);
    expect(written).toHaveLength(1);
  });

  it('revises a list written before chunks, and keeps it whole, in chunks', async () => {
    const db = freshStore();
    await set(KEY, numbers(0, 600), db);
    expect(await reviseInList<number>(db, KEY, (n) => (n % 100 === 0 ? n + 0.5 : undefined))).toBe(6);
    expect(await readList(db, KEY)).toEqual(numbers(0, 600).map((n) => (n % 100 === 0 ? n + 0.5 : n)));
    expect(await storedChunkSizes(db)).toEqual([500, 100]);
  });

  it('deletes the list and every chunk of it, and leaves other keys alone', async () => {
    const db = freshStore();
    await set('records:someone-else', [1], db);
    await appendToList(db, KEY, () => numbers(0, 1001));
    await deleteList(db, KEY);
    expect(await readList(db, KEY)).toEqual([]);
    expect(await keys(db)).toEqual(['records:someone-else']);
  });
});
