import 'fake-indexeddb/auto';

import { createStore, get } from 'idb-keyval';

import { checkSessionToken } from '../../../../src/domain/auth/sessionToken';
import {
  createLocalDataStore,
  LOCAL_ACCESS_TOKEN_SECONDS,
  LOCAL_REFRESH_TOKEN_SECONDS,
} from '../../../../src/services/data/local/localStore';
import { PBKDF2_ITERATIONS } from '../../../../src/services/data/local/passwords';
import { testLocalStore } from '../../helpers/localStore';
import { describeAccountDataBehaviour } from './accountDataBehaviour';
import { describeDataStoreBehaviour, freshEmail } from './dataStoreBehaviour';

let databases = 0;
const freshDb = () => `recyclesmart-test-${++databases}`;

describeDataStoreBehaviour('local', () => {
  const dbName = freshDb();
  return { open: async () => testLocalStore({ dbName }) };
});

describeAccountDataBehaviour('local', () => {
  const dbName = freshDb();
  return { open: async () => testLocalStore({ dbName }) };
});

describe('local DataStore specifics', () => {
  it('stores PBKDF2 hashes with a salt per account, never the password', async () => {
    const dbName = freshDb();
    const store = createLocalDataStore({ dbName });
    const [a, b] = [freshEmail('a'), freshEmail('b')];
    await store.auth.signUp({ email: a, password: 'same password' });
    await store.auth.signUp({ email: b, password: 'same password' });
    const accounts = (await get<Record<string, { password: { iterations: number; salt: string; hash: string } }>>(
      'accounts',
      createStore(dbName, 'keyval'),
    ))!;
    expect(accounts[a]!.password.iterations).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect(accounts[a]!.password.salt).not.toBe(accounts[b]!.password.salt);
    expect(accounts[a]!.password.hash).not.toBe(accounts[b]!.password.hash);
    expect(JSON.stringify(accounts)).not.toContain('same password');
  });

  it('refuses short passwords and malformed e-mail addresses on sign-up', async () => {
    const store = testLocalStore({ dbName: freshDb() });
    await expect(store.auth.signUp({ email: freshEmail(), password: '12345' })).rejects.toMatchObject({
      code: 'weak_password',
    });
    await expect(store.auth.signUp({ email: 'not-an-address', password: '123456' })).rejects.toMatchObject({
      code: 'invalid_email',
    });
  });

  it('refreshes a lapsed access token while the refresh token lasts, then expires the session', async () => {
    const dbName = freshDb();
    let clock = new Date('2026-03-01T12:00:00Z');
    const now = () => clock;
    const store = testLocalStore({ dbName, now });
    const { session } = await store.auth.signUp({ email: freshEmail(), password: 'secret1' });
    expect(checkSessionToken(session!.accessToken, clock.getTime() / 1000)).toBe('valid');

    clock = new Date(clock.getTime() + (LOCAL_ACCESS_TOKEN_SECONDS + 60) * 1000);
    const events: string[] = [];
    const reloaded = testLocalStore({ dbName, now });
    reloaded.auth.onAuthChange((event) => events.push(event));
    const refreshed = await reloaded.auth.getSession();
    expect(refreshed?.user.id).toBe(session!.user.id);
    expect(refreshed?.accessToken).not.toBe(session!.accessToken);
    expect(events).toEqual(['TOKEN_REFRESHED']);

    clock = new Date(clock.getTime() + (LOCAL_REFRESH_TOKEN_SECONDS + 60) * 1000);
    const later = testLocalStore({ dbName, now });
    await expect(later.auth.getSession()).rejects.toMatchObject({
      code: 'session_expired',
      message: 'Session expired. Please log in again.',
    });
    expect(await later.auth.getSession()).toBeNull();
  });

  it('tells other tabs about sign-in, sign-out and data changes', async () => {
    const dbName = freshDb();
    const tab = testLocalStore({ dbName });
    const otherTab = testLocalStore({ dbName });
    const heard: string[] = [];
    otherTab.auth.onAuthChange((event, session) => heard.push(`${event}:${session?.user.email ?? '-'}`));
    otherTab.onChange((change) => heard.push(change.table));
    const email = freshEmail();
    await tab.auth.signUp({ email, password: 'secret1' });
    await tab.recordActivity({
      action: 'recycled',
      itemCategory: 'Can',
      material: 'metal',
      city: null,
      impact: { co2_saved: 1, material_reduced: 1, water_saved: 1, energy_saved: 1, trees_equivalent: 0 },
    });
    await tab.auth.signOut();
    // The other tab reads the new session from storage before it announces the sign-in, so only the
    // data changes and the sign-out keep their order.
    await vi.waitFor(() =>
      expect([...heard].sort()).toEqual(
        [`SIGNED_IN:${email}`, 'SIGNED_OUT:-', 'community_stats', 'recycling_records'].sort(),
      ),
    );
    expect(heard.filter((e) => !e.startsWith('SIGNED_IN'))).toEqual([
      'recycling_records',
      'community_stats',
      'SIGNED_OUT:-',
    ]);
  });
});
