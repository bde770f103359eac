// One behavioural suite for every DataStore: the on-device one (jsdom + fake-indexeddb) and the
// Supabase one (supabase-js against loopback stand-ins) must behave the same to the screens.
import { SAMPLE_TIPS } from '../../../../src/domain/community';
import { ACTION_IMPACT_ESTIMATE } from '../../../../src/domain/progress';
import type { ScanRecord } from '../../../../src/domain/scanHistory';
import type { DataStore } from '../../../../src/services/data/dataStore';
import { DataStoreError } from '../../../../src/services/data/dataStore';

export interface StoreHarness {
  /** A store on the same backing storage: a page reload, or another tab. */
  open(): Promise<DataStore>;
}

let emailCounter = 0;
export const freshEmail = (name = 'person') => `${name}.${Date.now().toString(36)}.${++emailCounter}@example.org`;
const PASSWORD = 'correct horse battery';

export async function signedUp(store: DataStore, email = freshEmail()) {
  const { session } = await store.auth.signUp({ email, password: PASSWORD });
  if (!session) throw new Error('expected a session straight after sign-up');
  return session;
}

async function failureOf(promise: Promise<unknown>): Promise<DataStoreError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DataStoreError);
    return error as DataStoreError;
  }
  throw new Error('expected the call to fail');
}

export function scan(id: string, overall = 70): ScanRecord {
  return {
    id,
    identified_items: [{ id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic', confidence: 0.9 }],
    disposal_instructions: { steps: [{ icon: '♻️', text: 'Rinse and recycle' }], location: 'Springfield' },
    material_breakdown: [{ part: 'Body', type: 'PET', recyclable: true, details: 'Widely accepted' }],
    eco_tips: [{ icon: '💧', title: 'Refill', description: 'Use a refillable bottle' }],
    sustainable_habits: [{ emoji: '🛍️', text: 'Carry a bag' }],
    impact_metrics: { ...ACTION_IMPACT_ESTIMATE },
    nearest_facilities: [],
    overall_recyclability: overall,
  };
}

const activity = (kg: number, action: 'recycled' | 'composted' | 'disposed' = 'recycled') => ({
  action,
  itemCategory: 'Plastic bottle',
  material: 'plastic',
  city: 'Springfield',
  impact: { ...ACTION_IMPACT_ESTIMATE, material_reduced: kg },
});

const uuid = () => crypto.randomUUID();

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

    describe('scan history', () => {
      it('saves each result once, counts, pages newest first and deletes', async () => {
        await signedUp(store);
        const ids = Array.from({ length: 7 }, uuid);
        for (const [i, id] of ids.entries()) {
          expect(await store.saveScan(scan(id, 40 + i))).toBe(true);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(await store.saveScan(scan(ids[0]!))).toBe(false);
        expect(await store.countScans()).toBe(7);

        const firstPage = await store.listScans(0);
        expect(firstPage.map((s) => s.id)).toEqual(ids.slice(2).reverse());
        expect(firstPage[0]).toMatchObject({ ...scan(ids[6]!, 46), scan_date: expect.any(String) });
        expect((await store.listScans(1)).map((s) => s.id)).toEqual([ids[1], ids[0]]);
        expect(await store.listScans(2)).toEqual([]);
        expect((await store.listScans(1, 3)).map((s) => s.id)).toEqual([ids[3], ids[2], ids[1]]);

        await store.deleteScan(ids[0]!);
        expect(await store.countScans()).toBe(6);
        expect((await store.listScans(1)).map((s) => s.id)).toEqual([ids[1]]);
      });

      it('deletes the actions taken on a scan with its entry, so the totals fall back', async () => {
        await signedUp(store);
        const [scanned, other] = [uuid(), uuid()];
        await store.saveScan(scan(scanned));
        await store.saveScan(scan(other));
        await store.recordActivity({ ...activity(0.1), scanId: scanned });
        await store.recordActivity({ ...activity(0.4), scanId: other, basis: 'analysis' });
        await store.recordActivity(activity(0.2));
        expect((await store.listActivity()).map((r) => r.basis).sort()).toEqual(['analysis', 'estimate', 'estimate']);
        const changes: string[] = [];
        const stop = store.onChange((change) => changes.push(change.table));

        await store.deleteScan(scanned);
        expect((await store.activityTotals()).total_material_reduced).toBeCloseTo(0.6, 9);
        expect((await store.listActivity()).map((r) => r.impact.material_reduced).sort()).toEqual([0.2, 0.4]);
        expect(await store.countScans()).toBe(1);
        await vi.waitFor(() => expect(changes).toEqual(expect.arrayContaining(['scan_history', 'recycling_records'])));
        stop();
      });

      it("never shows or deletes one person's history for another", async () => {
        const owner = freshEmail('owner');
        await signedUp(store, owner);
        const id = uuid();
        await store.saveScan(scan(id));
        await store.auth.signOut();

        await signedUp(store);
        expect(await store.countScans()).toBe(0);
        expect(await store.listScans(0)).toEqual([]);
        await store.deleteScan(id);
        await store.auth.signOut();
        expect((await failureOf(store.countScans())).code).toBe('not_authenticated');

        await store.auth.signIn({ email: owner, password: PASSWORD });
        expect((await store.listScans(0)).map((s) => s.id)).toEqual([id]);
      });
    });

    describe('bookmarks', () => {
      it('adds, lists newest first and deletes, per person', async () => {
        await signedUp(store);
        const older = await store.addBookmark({ label: 'Glass jar' });
        await new Promise((resolve) => setTimeout(resolve, 5));
        const newer = await store.addBookmark({ label: 'Pizza box' });
        expect((await store.listBookmarks()).map((b) => b.resultData)).toEqual([
          { label: 'Pizza box' },
          { label: 'Glass jar' },
        ]);
        await store.deleteBookmark(older.id);
        expect((await store.listBookmarks()).map((b) => b.id)).toEqual([newer.id]);
        await store.auth.signOut();
        await signedUp(store);
        expect(await store.listBookmarks()).toEqual([]);
        await store.deleteBookmark(newer.id);
        await store.auth.signOut();
      });

      it('requires a signed-in person', async () => {
        expect((await failureOf(store.addBookmark({}))).code).toBe('not_authenticated');
      });
    });

    describe('community tips and corrections', () => {
      it('lets anyone read tips, signed-in people add them, and counts one upvote per person', async () => {
        expect(
          (await failureOf(store.addTip({ itemType: 'Battery', location: 'Austin', instructions: 'Drop-off only' })))
            .code,
        ).toBe('not_authenticated');
        await signedUp(store);
        const tip = await store.addTip({
          itemType: ' Battery ',
          location: 'Austin',
          instructions: 'Take to a drop-off point',
          source: '',
        });
        expect(tip).toMatchObject({
          itemType: 'Battery',
          location: 'Austin',
          upvotes: 0,
          submittedByMe: true,
          upvotedByMe: false,
          source: '',
        });
        expect(await store.upvoteTip(tip.id)).toEqual({ upvotes: 1, counted: true });
        expect(await store.upvoteTip(tip.id)).toEqual({ upvotes: 1, counted: false });
        expect((await failureOf(store.addTip({ itemType: 'x', location: ' ', instructions: 'y' }))).code).toBe(
          'invalid_input',
        );
        await store.auth.signOut();

        await signedUp(store);
        expect(await store.upvoteTip(tip.id)).toEqual({ upvotes: 2, counted: true });
        const listed = (await store.listTips()).find((t) => t.id === tip.id);
        expect(listed).toMatchObject({ upvotes: 2, submittedByMe: false, upvotedByMe: true });
        await store.auth.signOut();

        const anonymous = (await (await h.open()).listTips()).find((t) => t.id === tip.id);
        expect(anonymous).toMatchObject({ itemType: 'Battery', upvotes: 2, upvotedByMe: false, submittedByMe: false });
      });

      it("lists the spec's five sample tips to everyone, and counts one upvote per person on them too", async () => {
        const samples = (await store.listTips()).filter((tip) => tip.sampleKey !== null);
        expect(
          samples.map(({ sampleKey, id, itemType, location, source, upvotes }) => ({
            sampleKey,
            id,
            itemType,
            location,
            source,
            upvotes,
          })),
        ).toEqual(
          SAMPLE_TIPS.map(({ key, id, itemType, location, source, upvotes }) => ({
            sampleKey: key,
            id,
            itemType,
            location,
            source,
            upvotes,
          })),
        );
        expect(samples.map((tip) => Date.parse(tip.dateSubmitted))).toEqual(
          SAMPLE_TIPS.map((sample) => Date.parse(sample.dateSubmitted)),
        );
        expect(samples.every((tip) => !tip.submittedByMe && !tip.upvotedByMe)).toBe(true);
        const coffee = samples[0]!;
        expect(coffee.upvotes).toBe(45);

        await signedUp(store);
        expect(await store.upvoteTip(coffee.id)).toEqual({ upvotes: 46, counted: true });
        expect(await store.upvoteTip(coffee.id)).toEqual({ upvotes: 46, counted: false });
        const mine = await store.addTip({
          itemType: 'Jar lids',
          location: 'San Francisco, CA',
          instructions: 'Blue bin',
        });
        const listed = await (await h.open()).listTips();
        expect(listed[0]!.id).toBe(mine.id);
        expect(listed[0]!.sampleKey).toBeNull();
        expect(listed.find((tip) => tip.id === coffee.id)).toMatchObject({
          upvotes: 46,
          upvotedByMe: true,
          submittedByMe: false,
        });
        expect(listed.filter((tip) => tip.sampleKey !== null)).toHaveLength(SAMPLE_TIPS.length);
        await store.auth.signOut();

        await signedUp(store);
        expect(await store.upvoteTip(coffee.id)).toEqual({ upvotes: 47, counted: true });
        await store.auth.signOut();
        expect((await store.listTips()).find((tip) => tip.id === coffee.id)).toMatchObject({
          upvotes: 47,
          upvotedByMe: false,
        });
      });

      it('takes correction suggestions from anyone, and refuses incomplete ones', async () => {
        await store.saveCorrection({
          itemLabel: 'Plastic bottle',
          actualItem: 'Glass vase',
          correctInstructions: 'Glass drop-off, not the bin',
        });
        await signedUp(store);
        await store.saveCorrection({
          itemLabel: 'Can',
          actualItem: 'Tin',
          correctInstructions: 'Metal bin',
          city: 'Austin',
          language: 'es',
        });
        expect(
          (await failureOf(store.saveCorrection({ itemLabel: 'Can', actualItem: '', correctInstructions: 'x' }))).code,
        ).toBe('invalid_input');
      });
    });

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
