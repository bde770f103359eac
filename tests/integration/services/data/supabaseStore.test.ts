// @vitest-environment node
// The Supabase DataStore through the real supabase-js, against loopback stand-ins for Supabase's auth,
// REST and realtime endpoints backed by PGlite with our migrations and row-level security.
import 'fake-indexeddb/auto';

import type { SupportedStorage } from '@supabase/supabase-js';
import WebSocket from 'ws';

import type { DataStore } from '../../../../src/services/data/dataStore';
import { createSupabaseDataStore } from '../../../../src/services/data/supabase/supabaseStore';
import {
  type LoggedRequest,
  memoryStorage,
  signJwt,
  startSupabaseStandIn,
  type SupabaseStandIn,
} from '../../../standIns/supabaseStandIn';
import { testLocalStore } from '../../../unit/helpers/localStore';
import { describeAccountDataBehaviour } from '../../../unit/services/data/accountDataBehaviour';
import { describeDataStoreBehaviour, freshEmail, scan, signedUp } from '../../../unit/services/data/dataStoreBehaviour';

let standIn: SupabaseStandIn;

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
}, 60_000);

afterAll(async () => {
  await standIn?.close();
});

function openStore(storage: SupportedStorage): DataStore {
  return createSupabaseDataStore({
    url: standIn.url,
    anonKey: standIn.anonKey,
    storage,
    realtimeTransport: WebSocket as never,
    origin: 'http://app.example',
  });
}

describeDataStoreBehaviour('supabase', () => {
  const storage = memoryStorage();
  return { open: async () => openStore(storage) };
});

describeAccountDataBehaviour('supabase', () => {
  const storage = memoryStorage();
  return { open: async () => openStore(storage) };
});

describe('your data across the two stores', () => {
  it('an on-device export restores into a Supabase account, and its export back into the device, record for record', async () => {
    const device = testLocalStore({ dbName: `across-${Date.now()}` });
    await signedUp(device);
    await device.saveScan(scan(crypto.randomUUID()));
    await device.recordActivity({
      action: 'composted',
      itemCategory: 'Apple core',
      material: 'organic',
      city: 'Brno',
      impact: { co2_saved: 0.1, material_reduced: 0.3, water_saved: 0, energy_saved: 0, trees_equivalent: 0 },
      basis: 'estimate',
    });
    await device.addBookmark({ item: 'Apple core' });
    const fromDevice = await device.exportAccountData();

    const server = openStore(memoryStorage());
    await signedUp(server);
    await server.importAccountData(fromDevice);
    const fromServer = await server.exportAccountData();
    expect(fromServer).toEqual(fromDevice);

    const anotherDevice = testLocalStore({ dbName: `across-back-${Date.now()}` });
    await signedUp(anotherDevice);
    await anotherDevice.importAccountData(fromServer);
    expect(await anotherDevice.exportAccountData()).toEqual(fromDevice);
    expect(await anotherDevice.activityTotals()).toEqual(await server.activityTotals());
  });
});

describe('supabase DataStore requests', () => {
  let store: DataStore;
  let seen: number;

  beforeEach(async () => {
    store = openStore(memoryStorage());
    seen = standIn.requests.length;
  });

  const since = (): LoggedRequest[] => standIn.requests.slice(seen);
  const only = (method: string, path: string) => {
    const matching = since().filter((r) => r.method === method && r.path === path);
    expect(matching, `${method} ${path}`).toHaveLength(1);
    return matching[0]!;
  };
  const params = (request: LoggedRequest) => Object.fromEntries(request.query);

  it('signs up and in through GoTrue with the anon key', async () => {
    const email = freshEmail();
    await store.auth.signUp({ email, password: 'secret12' });
    const signup = only('POST', '/auth/v1/signup');
    expect(signup.apikey).toBe(standIn.anonKey);
    expect(signup.authorization).toBe(`Bearer ${standIn.anonKey}`);
    expect(signup.body).toMatchObject({ email, password: 'secret12' });
    expect(params(signup).redirect_to).toBe('http://app.example/dashboard');

    await store.auth.signOut();
    expect(only('POST', '/auth/v1/logout').authorization).toMatch(/^Bearer ey/);
    await store.auth.signIn({ email, password: 'secret12' });
    const token = only('POST', '/auth/v1/token');
    expect(params(token)).toEqual({ grant_type: 'password' });
    expect(token.body).toMatchObject({ email, password: 'secret12' });
  });

  it('sends every data call with the apikey header and the person’s bearer token, with the spec’s filters', async () => {
    const session = await signedUp(store);
    const bearer = `Bearer ${session.accessToken}`;
    seen = standIn.requests.length;

    await store.recordActivity({
      action: 'recycled',
      itemCategory: 'Glass jar',
      material: 'glass',
      city: 'Lyon',
      impact: { co2_saved: 0.05, material_reduced: 0.1, water_saved: 0.3, energy_saved: 0.2, trees_equivalent: 0.01 },
    });
    const insertRecord = only('POST', '/rest/v1/recycling_records');
    expect(insertRecord.apikey).toBe(standIn.anonKey);
    expect(insertRecord.authorization).toBe(bearer);
    expect(insertRecord.body).toEqual({
      record_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      timestamp: expect.any(String),
      user_id: session.user.id,
      action: 'recycled',
      item_category: 'Glass jar',
      material_composition: { type: 'glass' },
      city: 'Lyon',
      impact_metrics: {
        co2_saved: 0.05,
        material_reduced: 0.1,
        water_saved: 0.3,
        energy_saved: 0.2,
        trees_equivalent: 0.01,
      },
      impact_basis: 'estimate',
      scan_id: null,
    });
    const insertAnalysis = only('POST', '/rest/v1/analysis_results');
    expect(insertAnalysis.body).toMatchObject({
      identified_items: [{ label: 'Glass jar' }],
      confidence_scores: [1],
      material_breakdown: { type: 'glass' },
      disposal_instructions: {},
      impact_metrics: { material_reduced: 0.1 },
    });

    await store.listActivity();
    const activity = only('GET', '/rest/v1/recycling_records');
    expect(params(activity)).toEqual({
      select: 'impact_metrics,impact_basis,timestamp',
      user_id: `eq.${session.user.id}`,
      order: 'timestamp.desc',
    });
    expect(activity.authorization).toBe(bearer);

    await store.saveScan(scan(crypto.randomUUID()));
    expect(only('POST', '/rest/v1/scan_history').body).toMatchObject({
      user_id: session.user.id,
      overall_recyclability: 70,
    });

    await store.countScans();
    await store.listScans(1);
    const historyCalls = since().filter((r) => r.path === '/rest/v1/scan_history' && r.method !== 'POST');
    expect(historyCalls[0]!.method).toBe('HEAD');
    expect(historyCalls[0]!.prefer).toContain('count=exact');
    expect(params(historyCalls[1]!)).toEqual({
      select: '*',
      user_id: `eq.${session.user.id}`,
      order: 'scan_date.desc',
      offset: '5',
      limit: '5',
    });

    await store.deleteScan('8d6f3a51-7a0f-4c55-9a55-6b7a1d1c2e3f');
    expect(params(only('DELETE', '/rest/v1/scan_history'))).toEqual({ id: 'eq.8d6f3a51-7a0f-4c55-9a55-6b7a1d1c2e3f' });

    await store.communityStats(new Date('2026-05-04T10:00:00Z'));
    const community = since().filter((r) => r.method === 'GET' && r.path === '/rest/v1/community_stats');
    expect(community.map((r) => [...r.query])).toEqual(
      expect.arrayContaining([
        [
          ['select', 'total_weight,total_users'],
          ['date', 'eq.2026-05-04'],
        ],
        [
          ['select', 'total_weight'],
          ['date', 'gte.2026-05-01'],
          ['date', 'lte.2026-05-04'],
        ],
      ]),
    );
    expect(community).toHaveLength(2);

    await store.loadProgress();
    const progress = only('GET', '/rest/v1/user_progress');
    expect(params(progress)).toEqual({ select: '*' });
    expect(progress.accept).toBe('application/vnd.pgrst.object+json');

    await store.activityTotals();
    expect(params(only('GET', '/rest/v1/user_impact_totals')).user_id).toBe(`eq.${session.user.id}`);
    await store.activityStats();
    expect(params(only('GET', '/rest/v1/user_activity_stats'))).toEqual({
      select: '*',
      user_id: `eq.${session.user.id}`,
    });

    await store.streaks('Europe/Paris');
    expect(only('POST', '/rest/v1/rpc/calculate_current_streak').body).toEqual({
      p_user_id: session.user.id,
      p_time_zone: 'Europe/Paris',
    });
    expect(only('POST', '/rest/v1/rpc/calculate_longest_streak').body).toEqual({
      p_user_id: session.user.id,
      p_time_zone: 'Europe/Paris',
    });

    await store.addBookmark({ label: 'Glass jar' });
    expect(only('POST', '/rest/v1/bookmarked_results').body).toEqual({
      user_id: session.user.id,
      result_data: { label: 'Glass jar' },
    });

    for (const request of since()) {
      expect(request.apikey, request.path).toBe(standIn.anonKey);
      expect(request.authorization, request.path).toBe(bearer);
    }
  });

  it('finds facilities through get_nearby_facilities and by city, and yields none on errors', async () => {
    await standIn.db.exec(`
      insert into recycling_facilities
        (name, type, street, city, state, latitude, longitude, accepted_materials, opening_hours, attribution) values
        ('Lyon Centre de tri', 'centre', 'Rue de Gerland 1', 'Lyon', 'ARA', 45.76, 4.84, '{glass,paper}', 'Mo-Sa 09:00-18:00', '© OpenStreetMap contributors'),
        ('Villeurbanne Déchèterie', 'centre', '', 'Villeurbanne', 'ARA', 45.77, 4.88, '{metal}', '', '© OpenStreetMap contributors'),
        ('Boutique Piles', 'shop', 'Rue de la République 5', 'Lyon', 'ARA', null, null, '{battery}', '', 'Ville de Lyon')
      on conflict do nothing;
    `);
    const nearby = await store.facilities!.nearby(45.76, 4.84);
    const rpc = only('POST', '/rest/v1/rpc/get_nearby_facilities');
    expect(rpc.body).toEqual({ p_latitude: 45.76, p_longitude: 4.84, p_radius_miles: 10 });
    expect(rpc.authorization).toBe(`Bearer ${standIn.anonKey}`);
    expect(nearby.map((f) => f.name)).toEqual(['Lyon Centre de tri', 'Villeurbanne Déchèterie']);
    expect(nearby[0]).toEqual({
      name: 'Lyon Centre de tri',
      type: 'centre',
      street: 'Rue de Gerland 1',
      city: 'Lyon',
      state: 'ARA',
      latitude: 45.76,
      longitude: 4.84,
      accepted_materials: ['glass', 'paper'],
      opening_hours: 'Mo-Sa 09:00-18:00',
      website: '',
      attribution: '© OpenStreetMap contributors',
      distance_miles: 0,
    });
    expect(nearby[1]!.distance_miles).toBeCloseTo(2.0, 0);

    expect(await store.facilities!.hasFacilityInCity('Lyon')).toBe(true);
    expect(params(only('GET', '/rest/v1/recycling_facilities'))).toEqual({ select: 'id', city: 'eq.Lyon', limit: '1' });
    expect(await store.facilities!.hasFacilityInCity('Atlantis')).toBe(false);

    // The city's places with no position: by city, with no position asked for.
    const unplaced = await store.facilities!.unplacedIn('Lyon', 'ARA');
    expect(unplaced).toMatchObject([{ name: 'Boutique Piles', type: 'shop', latitude: null, longitude: null }]);
    const lookUp = since()
      .filter((r) => r.path === '/rest/v1/recycling_facilities')
      .at(-1)!;
    expect(params(lookUp)).toMatchObject({ city: 'eq.Lyon', latitude: 'is.null' });
    expect(await store.facilities!.unplacedIn('Lyon', 'Occitanie')).toEqual([]);

    const broken = createSupabaseDataStore({
      url: standIn.url,
      anonKey: 'wrong-key',
      storage: memoryStorage(),
      realtimeTransport: WebSocket as never,
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await broken.facilities!.nearby(45.76, 4.84)).toEqual([]);
    expect(await broken.facilities!.unplacedIn('Lyon')).toEqual([]);
    expect(await broken.facilities!.hasFacilityInCity('Lyon')).toBe(false);
    quiet.mockRestore();
  });

  it('sends Google sign-in to the provider with a way back to /dashboard', async () => {
    const visited: string[] = [];
    const google = createSupabaseDataStore({
      url: standIn.url,
      anonKey: standIn.anonKey,
      storage: memoryStorage(),
      realtimeTransport: WebSocket as never,
      origin: 'http://app.example',
      navigate: (url) => visited.push(url),
    });
    expect(google.auth.supportsGoogle).toBe(true);
    await google.auth.signInWithGoogle();
    expect(visited).toHaveLength(1);
    const url = new URL(visited[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe('http://app.example/dashboard');
    // PKCE: the code comes back to the page, and only this browser holds the verifier.
    expect(url.searchParams.get('code_challenge_method')).toBe('s256');
  });

  describe('session check', () => {
    const STORAGE_KEY = 'sb-127-auth-token';

    async function storedSession() {
      const storage = memoryStorage();
      const session = await signedUp(openStore(storage));
      const age = (accessToken: string) => {
        const stored = JSON.parse(String(storage.getItem(STORAGE_KEY)));
        storage.setItem(
          STORAGE_KEY,
          JSON.stringify({ ...stored, access_token: accessToken, expires_at: Math.floor(Date.now() / 1000) - 60 }),
        );
      };
      return { storage, session, age };
    }

    it('refreshes a session whose token has expired', async () => {
      const { storage, session, age } = await storedSession();
      age(signJwt({ sub: session.user.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 }));
      seen = standIn.requests.length;
      const refreshed = await openStore(storage).auth.getSession();
      expect(refreshed?.user.id).toBe(session.user.id);
      expect(refreshed?.accessToken).not.toBe(session.accessToken);
      expect(params(only('POST', '/auth/v1/token'))).toEqual({ grant_type: 'refresh_token' });
    });

    it('refreshes a token that is not three base64url parts', async () => {
      const { storage, session } = await storedSession();
      const stored = JSON.parse(String(storage.getItem(STORAGE_KEY)));
      storage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, access_token: 'not-a-jwt' }));
      seen = standIn.requests.length;
      const refreshed = await openStore(storage).auth.getSession();
      expect(refreshed?.user.id).toBe(session.user.id);
      expect(refreshed?.accessToken.split('.')).toHaveLength(3);
      expect(params(only('POST', '/auth/v1/token'))).toEqual({ grant_type: 'refresh_token' });
    });

    it('reports the session expired when the refresh fails, and forgets it', async () => {
      const { storage, session, age } = await storedSession();
      age(signJwt({ sub: session.user.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 }));
      standIn.revokeRefreshTokens();
      const reopened = openStore(storage);
      await expect(reopened.auth.getSession()).rejects.toMatchObject({
        code: 'session_expired',
        message: 'Session expired. Please log in again.',
      });
      expect(await reopened.auth.getSession()).toBeNull();
      expect(storage.getItem(STORAGE_KEY)).toBeNull();
    });
  });

  it('maps GoTrue errors to the codes the screens translate', async () => {
    await expect(store.auth.signUp({ email: freshEmail(), password: '123' })).rejects.toMatchObject({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    await expect(store.auth.signIn({ email: freshEmail(), password: 'whatever1' })).rejects.toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });
});
