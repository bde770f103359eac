// One behavioural suite for every DataStore: the on-device one (jsdom + fake-indexeddb) and the
// Supabase one (supabase-js against loopback stand-ins) must behave the same to the screens.
import type { DataStore } from '../../../../src/services/data/dataStore';
import {
  activity,
  failureOf,
  freshEmail,
  PASSWORD,
  scan,
  signedUp,
  type StoreHarness,
  uuid,
} from './dataStoreFixtures';
import { describeSavedAndSharedBehaviour } from './savedAndSharedBehaviour';

export { freshEmail, scan, signedUp, type StoreHarness } from './dataStoreFixtures';

export function describeDataStoreBehaviour(name: string, harness: () => StoreHarness) {
  describe(`${name} DataStore`, () => {
    let h: StoreHarness;
    let store: DataStore;

    beforeEach(async () => {
      h = harness();
      store = await h.open();
      await store.auth.signOut().catch(() => undefined);
    });

    describe('accounts', () => {
      it('creates an account, signs it in, and keeps the session across a reload', async () => {
        const email = freshEmail('Ada');
        const { user, session } = await store.auth.signUp({ email: `  ${email.toUpperCase()} `, password: PASSWORD });
        expect(user.email).toBe(email.toLowerCase());
        expect(session?.user.id).toBe(user.id);
        expect(session?.accessToken.split('.')).toHaveLength(3);

        const reloaded = await h.open();
        expect((await reloaded.auth.getSession())?.user).toMatchObject({ id: user.id, email: email.toLowerCase() });
      });

      it('signs out, and a reload stays signed out', async () => {
        await signedUp(store);
        await store.auth.signOut();
        expect(await store.auth.getSession()).toBeNull();
        expect(await (await h.open()).auth.getSession()).toBeNull();
      });

      it('signs in with the right password only', async () => {
        const email = freshEmail();
        const { user } = await store.auth.signUp({ email, password: PASSWORD });
        await store.auth.signOut();

        const wrong = await failureOf(store.auth.signIn({ email, password: 'not the password' }));
        expect(wrong.code).toBe('invalid_credentials');
        expect(wrong.message).toBe('Invalid login credentials');
        expect((await failureOf(store.auth.signIn({ email: freshEmail('nobody'), password: PASSWORD }))).code).toBe(
          'invalid_credentials',
        );
        expect(await store.auth.getSession()).toBeNull();

        const session = await store.auth.signIn({ email: email.toUpperCase(), password: PASSWORD });
        expect(session.user.id).toBe(user.id);
        expect((await store.auth.getSession())?.user.id).toBe(user.id);
      });

      it('keeps several accounts apart on one device', async () => {
        const first = await signedUp(store, freshEmail('first'));
        await store.recordActivity(activity(1));
        await store.auth.signOut();
        const second = await signedUp(store, freshEmail('second'));
        expect(second.user.id).not.toBe(first.user.id);
        expect(await store.listActivity()).toEqual([]);
      });

      it('refuses a second account with the same e-mail', async () => {
        const email = freshEmail();
        await store.auth.signUp({ email, password: PASSWORD });
        await store.auth.signOut();
        expect((await failureOf(store.auth.signUp({ email, password: PASSWORD }))).code).toBe('user_already_exists');
      });

      it('requires an e-mail and a password', async () => {
        for (const credentials of [
          { email: '', password: PASSWORD },
          { email: freshEmail(), password: '' },
          { email: '   ', password: '' },
        ]) {
          for (const attempt of [store.auth.signIn(credentials), store.auth.signUp(credentials)]) {
            const error = await failureOf(attempt);
            expect(error.code).toBe('missing_credentials');
            expect(error.message).toBe('You must provide either an email or phone number and a password');
          }
        }
      });

      it('tells listeners about sign-in and sign-out', async () => {
        const events: string[] = [];
        const stop = store.auth.onAuthChange((event, session) =>
          events.push(`${event}:${session ? 'session' : 'none'}`),
        );
        await signedUp(store);
        await store.auth.signOut();
        await vi.waitFor(() =>
          expect(events).toEqual(expect.arrayContaining(['SIGNED_IN:session', 'SIGNED_OUT:none'])),
        );
        expect(events.indexOf('SIGNED_IN:session')).toBeLessThan(events.indexOf('SIGNED_OUT:none'));
        stop();
      });
    });

    describe('activity', () => {
      it('requires a signed-in person to record', async () => {
        const error = await failureOf(store.recordActivity(activity(1)));
        expect(error.code).toBe('not_authenticated');
        expect(error.message).toBe('Must be authenticated to record activity');
        expect((await failureOf(store.listActivity())).message).toBe('User not authenticated');
      });

      it('records actions and sums them into totals, stats and streaks', async () => {
        await signedUp(store);
        const first = await store.recordActivity(activity(0.1));
        await store.recordActivity(activity(0.25, 'composted'));
        await store.recordActivity({
          ...activity(0, 'disposed'),
          impact: { co2_saved: 0, material_reduced: 0, water_saved: 0, energy_saved: 0, trees_equivalent: 0 },
        });
        expect(first.recordId).toMatch(/^[0-9a-f-]{36}$/);

        const records = await store.listActivity();
        expect(records).toHaveLength(3);
        expect(records.map((r) => r.timestamp)).toEqual([...records.map((r) => r.timestamp)].sort().reverse());
        expect(records.map((r) => r.impact.material_reduced).sort()).toEqual([0, 0.1, 0.25]);

        const totals = await store.activityTotals();
        expect(totals.total_material_reduced).toBeCloseTo(0.35, 9);
        expect(totals.total_co2_saved).toBeCloseTo(0.1, 9);
        expect(totals.total_water_saved).toBeCloseTo(0.6, 9);
        expect(totals.total_trees_saved).toBeCloseTo(0.02, 9);

        expect(await store.activityStats()).toMatchObject({ totalActions: 3, recycled: 1, composted: 1, disposed: 1 });
        expect(await store.streaks('UTC')).toEqual({ current: 1, longest: 1 });
      });

      it('takes back one action and leaves the others, its weight gone from the totals and the community', async () => {
        await signedUp(store);
        const before = await store.communityStats();
        const kept = await store.recordActivity(activity(0.1));
        const takenBack = await store.recordActivity(activity(0.25, 'composted'));
        await store.deleteActivity(takenBack.recordId);
        await store.deleteActivity(takenBack.recordId);

        expect(await store.listActivity()).toHaveLength(1);
        expect((await store.activityTotals()).total_material_reduced).toBeCloseTo(0.1, 9);
        expect(await store.activityStats()).toMatchObject({ totalActions: 1, recycled: 1, composted: 0 });
        expect((await store.communityStats()).totalWeight - before.totalWeight).toBeCloseTo(0.1, 6);
        expect((await store.exportAccountData()).actions.map((action) => action.record_id)).toEqual([kept.recordId]);
      });

      it('starts everyone at zero', async () => {
        await signedUp(store);
        expect(await store.activityTotals()).toEqual({
          total_material_reduced: 0,
          total_co2_saved: 0,
          total_water_saved: 0,
          total_trees_saved: 0,
          total_energy_saved: 0,
        });
        expect(await store.activityStats()).toEqual({
          totalActions: 0,
          recycled: 0,
          composted: 0,
          disposed: 0,
          firstActivity: null,
          lastActivity: null,
        });
        expect(await store.streaks('Europe/Paris')).toEqual({ current: 0, longest: 0 });
      });

      it("counts today's community weight and people across accounts", async () => {
        const before = await store.communityStats();
        await signedUp(store);
        await store.recordActivity(activity(0.5));
        await store.recordActivity(activity(0.25));
        await store.auth.signOut();
        await signedUp(store);
        await store.recordActivity(activity(1));
        await store.auth.signOut();
        const after = await store.communityStats();
        expect(after.date).toBe(new Date().toISOString().slice(0, 10));
        expect(after.totalWeight - before.totalWeight).toBeCloseTo(1.75, 6);
        expect(after.totalUsers - before.totalUsers).toBe(2);
        expect(after.monthWeight - before.monthWeight).toBeCloseTo(1.75, 6);
        expect(after.monthWeight).toBeGreaterThanOrEqual(after.totalWeight);
      });

      it('keeps achievements with the person', async () => {
        await signedUp(store);
        expect(await store.loadProgress()).toEqual({ achievements: [], notifications: [] });
        const achievement = {
          id: 'badge:recycling-rookie',
          type: 'badge' as const,
          title: 'Recycling Rookie',
          description: 'Recycled 10 kg in total',
          date: '2026-01-01T00:00:00.000Z',
          icon: '🏅',
        };
        await store.saveProgress({ achievements: [achievement], notifications: [] });
        expect((await (await h.open()).loadProgress()).achievements).toEqual([achievement]);
      });
    });

    describeSavedAndSharedBehaviour(() => ({ h, store }));

    describe('change notifications', () => {
      it('tells subscribers when the signed-in person records an action', async () => {
        await signedUp(store);
        const changes: string[] = [];
        const stop = store.onChange((change) => changes.push(change.table));
        // Realtime subscriptions take a moment to join; a local store hears at once.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await store.recordActivity(activity(0.1));
        await vi.waitFor(
          () => expect(changes).toEqual(expect.arrayContaining(['recycling_records', 'community_stats'])),
          { timeout: 5000 },
        );
        await store.saveScan(scan(uuid()));
        await vi.waitFor(() => expect(changes).toContain('scan_history'));
        stop();
      });
    });
  });
}
