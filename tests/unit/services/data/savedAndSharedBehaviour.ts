// The second half of the DataStore suite (dataStoreBehaviour.ts runs it inside its own describe, after
// its set-up): what a person keeps (scan history, bookmarks) and what they share (tips, corrections).
import { SAMPLE_TIPS } from '../../../../src/domain/community';
import type { DataStore } from '../../../../src/services/data/dataStore';
import {
  activity,
  failureOf,
  freshEmail,
  PASSWORD,
  scan,
  signedUp,
  type StoreHarness,
  type StoreUnderTest,
  uuid,
} from './dataStoreFixtures';

export function describeSavedAndSharedBehaviour(current: () => StoreUnderTest) {
  let h: StoreHarness;
  let store: DataStore;

  beforeEach(() => {
    ({ h, store } = current());
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

    it("brings a saved entry up to date with the person's answer, keeping its place and date", async () => {
      await signedUp(store);
      const [asked, other] = [uuid(), uuid()];
      await store.saveScan(scan(asked));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await store.saveScan(scan(other));
      const [, before] = await store.listScans(0);
      const changes: string[] = [];
      const stop = store.onChange((change) => changes.push(change.table));

      const answered = {
        ...scan(asked, 90),
        identified_items: [{ id: 'paper-bag', label: 'Paper bag', material: 'paper' as const, confidence: 1 }],
        disposal_instructions: { steps: [{ icon: '♻️', text: 'Flatten and recycle' }], location: 'Springfield' },
      };
      expect(await store.reviseScan(answered)).toBe(true);

      expect(await store.countScans()).toBe(2);
      const [newest, revised] = await store.listScans(0);
      expect(newest!.id).toBe(other);
      expect(revised).toEqual({ ...answered, scan_date: before!.scan_date });
      await vi.waitFor(() => expect(changes).toContain('scan_history'));
      stop();
      // Nothing saved under that id: nothing to bring up to date, and nothing added.
      expect(await store.reviseScan(scan(uuid()))).toBe(false);
      expect(await store.countScans()).toBe(2);
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
      expect(await store.reviseScan(scan(id, 10))).toBe(false);
      await store.auth.signOut();
      expect((await failureOf(store.countScans())).code).toBe('not_authenticated');
      expect((await failureOf(store.reviseScan(scan(id)))).code).toBe('not_authenticated');

      await store.auth.signIn({ email: owner, password: PASSWORD });
      expect(await store.listScans(0)).toEqual([{ ...scan(id), scan_date: expect.any(String) }]);
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
}
