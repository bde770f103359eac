// The "Your data" atoms over a real on-device store: a refused file writes nothing (a file too large is
// not even read), a good one reports its progress and what it added, and a delete signs the person out,
// or says it failed and keeps them signed in.
import 'fake-indexeddb/auto';

import { createStore } from 'jotai';

import { EMPTY_ACCOUNT_DATA, exportFile, MAX_IMPORT_BYTES } from '../../../src/domain/accountData';
import { ACTION_IMPACT_ESTIMATE } from '../../../src/domain/progress';
import { type DataStore, DataStoreError } from '../../../src/services/data/dataStore';
import { dataStoreAtom, sessionAtom } from '../../../src/state/account';
import { deleteAccountAtom, importDataAtom, yourDataAtom } from '../../../src/state/yourData';
import { testLocalStore } from '../helpers/localStore';

let databases = 0;

async function signedIn() {
  const dataStore = testLocalStore({ dbName: `your-data-${++databases}` });
  const { user } = await dataStore.auth.signUp({ email: `p${databases}@example.org`, password: 'a long password' });
  const store = createStore();
  store.set(dataStoreAtom, dataStore);
  store.set(sessionAtom, { status: 'signedIn', user });
  return { store, dataStore };
}

const fileOf = (text: string, name = 'data.json') => new File([text], name, { type: 'application/json' });

async function oneAction(dataStore: DataStore) {
  await dataStore.recordActivity({
    action: 'recycled',
    itemCategory: 'Can',
    material: 'metal',
    city: null,
    impact: { ...ACTION_IMPACT_ESTIMATE },
  });
  return exportFile(await dataStore.exportAccountData(), {
    source: 'local',
    profile: { email: 'p@example.org', name: null },
    exportedAt: new Date(),
  });
}

describe('importDataAtom', () => {
  it('refuses a file over the size limit before reading it', async () => {
    const { store, dataStore } = await signedIn();
    const importing = vi.spyOn(dataStore, 'importAccountData');
    const text = vi.fn();
    await store.set(importDataAtom, { size: MAX_IMPORT_BYTES + 1, text } as unknown as File);
    expect(store.get(yourDataAtom)).toEqual({ status: 'refused', refusal: 'tooLarge' });
    expect(text).not.toHaveBeenCalled();
    expect(importing).not.toHaveBeenCalled();
  });

  it('refuses a damaged file and writes nothing', async () => {
    const { store, dataStore } = await signedIn();
    const importing = vi.spyOn(dataStore, 'importAccountData');
    await store.set(importDataAtom, fileOf('{"format":"recyclesmart-account-export","vers'));
    expect(store.get(yourDataAtom)).toMatchObject({ status: 'refused', refusal: 'damaged' });
    expect(importing).not.toHaveBeenCalled();
    expect(await dataStore.exportAccountData()).toEqual(EMPTY_ACCOUNT_DATA);
  });

  it('restores a good file, moving through reading and importing, and says what it added', async () => {
    const { dataStore: anotherDevice } = await signedIn();
    const file = await oneAction(anotherDevice);

    const { store, dataStore } = await signedIn();
    const seen: string[] = [];
    store.sub(yourDataAtom, () => {
      const state = store.get(yourDataAtom);
      if (state.status === 'working' && seen.at(-1) !== state.work) seen.push(state.work);
    });
    await store.set(importDataAtom, fileOf(JSON.stringify(file)));
    expect(seen).toEqual(['reading', 'importing']);
    expect(store.get(yourDataAtom)).toMatchObject({ status: 'imported', result: { added: { actions: 1 } } });
    expect(await dataStore.listActivity()).toHaveLength(1);
  });

  it('says the restore failed when the store fails, and keeps the person signed in', async () => {
    const { dataStore: from } = await signedIn();
    const file = await oneAction(from);
    const { store, dataStore } = await signedIn();
    vi.spyOn(dataStore, 'importAccountData').mockRejectedValue(new DataStoreError('network', 'offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.set(importDataAtom, fileOf(JSON.stringify(file)));
    expect(store.get(yourDataAtom)).toEqual({ status: 'failed', work: 'importing' });
    expect(store.get(sessionAtom).status).toBe('signedIn');
  });
});

describe('deleteAccountAtom', () => {
  it('deletes the account and signs the person out', async () => {
    const { store, dataStore } = await signedIn();
    expect(await store.set(deleteAccountAtom)).toBe(true);
    expect(store.get(sessionAtom)).toEqual({ status: 'signedOut' });
    expect(await dataStore.auth.getSession()).toBeNull();
    expect(store.get(yourDataAtom)).toEqual({ status: 'idle' });
  });

  it('keeps the person signed in and says it failed when the delete fails', async () => {
    const { store, dataStore } = await signedIn();
    vi.spyOn(dataStore, 'deleteAccount').mockRejectedValue(new DataStoreError('network', 'offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.set(deleteAccountAtom)).toBe(false);
    expect(store.get(yourDataAtom)).toEqual({ status: 'failed', work: 'deleting' });
    expect(store.get(sessionAtom).status).toBe('signedIn');
  });
});
