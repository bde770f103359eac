// What each person taught, kept on this device only, whichever store holds their other data: one
// IndexedDB list per account id, and one for the signed-out visitor. Never sent anywhere; it leaves the
// device only in a file the person downloads.
import { createStore, del, get, update, type UseStore } from 'idb-keyval';

import { type TaughtExample, withAllTaught, withoutItem, withTaught } from '../../../domain/taught/taughtExample';
import type { TaughtMemory } from '../dataStore';

/** The owner of a signed-out visitor's list. */
export const VISITOR = 'visitor';

export interface DeviceTaught {
  list(owner: string): Promise<TaughtExample[]>;
  remember(owner: string, example: TaughtExample): Promise<void>;
  /** Adds examples whose ids the owner's list lacks; resolves to how many were kept. */
  add(owner: string, examples: readonly TaughtExample[]): Promise<number>;
  forgetItem(owner: string, itemId: string): Promise<void>;
  forgetAll(owner: string): Promise<void>;
}

export function createDeviceTaught(dbName: string): DeviceTaught {
  let db: UseStore | undefined;
  const store = () => (db ??= createStore(dbName, 'taught'));
  const key = (owner: string) => `taught:${owner}`;
  return {
    async list(owner) {
      return (await get<TaughtExample[]>(key(owner), store())) ?? [];
    },
    remember: (owner, example) =>
      update<TaughtExample[]>(key(owner), (list = []) => withTaught(list, example), store()),
    async add(owner, examples) {
      let added = 0;
      await update<TaughtExample[]>(
        key(owner),
        (list = []) => {
          const merged = withAllTaught(list, examples);
          added = merged.added;
          return merged.list;
        },
        store(),
      );
      return added;
    },
    forgetItem: (owner, itemId) =>
      update<TaughtExample[]>(key(owner), (list = []) => withoutItem(list, itemId), store()),
    forgetAll: (owner) => del(key(owner), store()),
  };
}

/** The memory of whoever is signed in now (`owner` resolves to their id, or VISITOR). */
export function taughtMemoryOf(device: DeviceTaught, owner: () => Promise<string>): TaughtMemory {
  return {
    list: async () => device.list(await owner()),
    remember: async (example) => device.remember(await owner(), example),
    add: async (examples) => device.add(await owner(), examples),
    forgetItem: async (itemId) => device.forgetItem(await owner(), itemId),
    forgetAll: async () => device.forgetAll(await owner()),
  };
}
