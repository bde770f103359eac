// "Your data is yours", the same for every DataStore: export everything, delete the account, register
// again, import, and the export is what it was; importing twice adds nothing; a delete leaves every
// other account as it was.
import { countRecords, EMPTY_ACCOUNT_DATA } from '../../../../src/domain/accountData';
import { SAMPLE_TIPS } from '../../../../src/domain/community';
import { ACTION_IMPACT_ESTIMATE } from '../../../../src/domain/progress';
import { TAUGHT_EMBEDDING_SIZE, type TaughtExample } from '../../../../src/domain/taught/taughtExample';
import type { DataStore } from '../../../../src/services/data/dataStore';
import { DataStoreError } from '../../../../src/services/data/dataStore';
import { freshEmail, scan, type StoreHarness } from './dataStoreBehaviour';

const PASSWORD = 'correct horse battery';

/** A taught example as a correction leaves it: a photo's embedding and the item the person chose. */
const taughtBattery = (taughtAt = '2026-11-02T10:00:00.000Z'): TaughtExample => ({
  id: crypto.randomUUID(),
  itemId: 'battery',
  material: 'battery',
  embedding: Float32Array.from({ length: TAUGHT_EMBEDDING_SIZE }, (_, i) => (i % 5) / 5),
  taughtAt,
});

/** One of every kind of record, made through the store as the screens make them. */
async function fillAccount(store: DataStore, kg: number) {
  const scanId = crypto.randomUUID();
  await store.saveScan(scan(scanId));
  await store.recordActivity({
    action: 'recycled',
    itemCategory: 'Plastic bottle',
    material: 'plastic',
    city: 'Springfield',
    impact: { ...ACTION_IMPACT_ESTIMATE, material_reduced: kg },
    basis: 'analysis',
    scanId,
  });
  await store.recordActivity({
    action: 'disposed',
    itemCategory: 'Crisp packet',
    material: 'plastic',
    city: null,
    impact: { co2_saved: 0, material_reduced: 0, water_saved: 0, energy_saved: 0, trees_equivalent: 0 },
  });
  await store.addBookmark({ item: 'Plastic bottle', steps: ['Rinse', 'Recycle'] });
  const tip = await store.addTip({ itemType: 'Bottle caps', location: 'Springfield', instructions: 'Keep them on' });
  await store.upvoteTip(tip.id);
  await store.upvoteTip(SAMPLE_TIPS[0]!.id);
  await store.saveCorrection({ itemLabel: 'Bottle', actualItem: 'Vase', correctInstructions: 'Glass drop-off' });
  await store.taught.remember(taughtBattery());
  await store.saveProgress({
    achievements: [
      { id: 'badge:first', type: 'badge', title: 'First', description: 'First', date: '2026-11-01', icon: 'x' },
    ],
    notifications: [
      { id: 'n1', type: 'badge', message: 'You earned a badge', icon: 'x', date: '2026-11-01', read: false },
    ],
  });
}

export function describeAccountDataBehaviour(name: string, harness: () => StoreHarness) {
  describe(`${name} DataStore: your data`, () => {
    let store: DataStore;

    beforeEach(async () => {
      store = await harness().open();
      await store.auth.signOut().catch(() => undefined);
    });

    it('round-trips: export, delete the account, register again, import, and export the same records', async () => {
      const email = freshEmail('roundtrip');
      await store.auth.signUp({ email, password: PASSWORD });
      await fillAccount(store, 1.5);
      const totals = await store.activityTotals();
      const exported = await store.exportAccountData();
      expect(countRecords(exported)).toEqual({
        actions: 2,
        scans: 1,
        bookmarks: 1,
        tips: 1,
        upvotes: 2,
        corrections: 1,
        taught: 1,
        achievements: 1,
      });

      await store.deleteAccount();
      expect(await store.auth.getSession()).toBeNull();
      await expect(store.auth.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
        code: 'invalid_credentials',
      });

      await store.auth.signUp({ email, password: PASSWORD });
      expect(await store.exportAccountData()).toEqual(EMPTY_ACCOUNT_DATA);
      const steps: number[] = [];
      const first = await store.importAccountData(exported, (done, total) => steps.push(done / total));
      expect(first.added).toEqual(countRecords(exported));
      expect(steps.at(-1)).toBe(1);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));

      expect(await store.exportAccountData()).toEqual(exported);
      expect(await store.activityTotals()).toEqual(totals);
      expect(await store.countScans()).toBe(1);

      const second = await store.importAccountData(exported);
      expect(second.added).toEqual({ ...countRecords(EMPTY_ACCOUNT_DATA) });
      expect(second.alreadyHere).toEqual(countRecords(exported));
      expect(await store.exportAccountData()).toEqual(exported);
    });

    it("deletes only the signed-in person's account: another account keeps everything", async () => {
      const other = freshEmail('stays');
      await store.auth.signUp({ email: other, password: PASSWORD });
      await fillAccount(store, 2);
      const before = await store.exportAccountData();
      const sampleUpvotes = async () => (await store.listTips()).find((tip) => tip.id === SAMPLE_TIPS[0]!.id)!.upvotes;
      const upvotesBefore = await sampleUpvotes();
      await store.auth.signOut();

      await store.auth.signUp({ email: freshEmail('leaves'), password: PASSWORD });
      await fillAccount(store, 3);
      await store.deleteAccount();

      await store.auth.signIn({ email: other, password: PASSWORD });
      expect(await store.exportAccountData()).toEqual(before);
      const tips = await store.listTips();
      expect(tips.filter((tip) => tip.itemType === 'Bottle caps' && tip.submittedByMe)).toHaveLength(1);
      // The sample tip both people upvoted counts the one who stayed again.
      expect(await sampleUpvotes()).toBe(upvotesBefore);
    });

    it('adds only what the account lacks and overwrites nothing it has', async () => {
      await store.auth.signUp({ email: freshEmail('restore'), password: PASSWORD });
      await fillAccount(store, 1);
      const file = await store.exportAccountData();
      const lostScan = file.scans[0]!.id;
      // Deleting the entry deletes the action taken on it; a new action comes after the export.
      await store.deleteScan(lostScan);
      await store.recordActivity({
        action: 'composted',
        itemCategory: 'Apple core',
        material: 'organic',
        city: null,
        impact: { ...ACTION_IMPACT_ESTIMATE },
      });

      const result = await store.importAccountData(file);

      expect(result.added).toEqual({ ...countRecords(EMPTY_ACCOUNT_DATA), scans: 1, actions: 1 });
      const now = await store.exportAccountData();
      expect(now.scans.map((entry) => entry.id)).toEqual([lostScan]);
      expect(now.actions.map((a) => a.item_category).sort()).toEqual(['Apple core', 'Crisp packet', 'Plastic bottle']);
    });

    it("never takes over another account's records: imported into someone else, they stay whose they are", async () => {
      const owner = freshEmail('owner');
      await store.auth.signUp({ email: owner, password: PASSWORD });
      await fillAccount(store, 1);
      const file = await store.exportAccountData();
      await store.auth.signOut();

      await store.auth.signUp({ email: freshEmail('someone-else'), password: PASSWORD });
      const result = await store.importAccountData(file);

      expect(result.added).toMatchObject({ actions: 0, scans: 0, bookmarks: 0, tips: 0, corrections: 0 });
      expect(await store.listActivity()).toEqual([]);
      expect(await store.countScans()).toBe(0);
      await store.auth.signOut();
      await store.auth.signIn({ email: owner, password: PASSWORD });
      expect(await store.exportAccountData()).toEqual(file);
    });

    it("keeps each person's taught examples apart from another's and from the signed-out visitor's", async () => {
      await store.taught.forgetAll();
      const visitors = taughtBattery('2026-11-03T10:00:00.000Z');
      await store.taught.remember(visitors);
      const email = freshEmail('teacher');
      await store.auth.signUp({ email, password: PASSWORD });
      expect(await store.taught.list()).toEqual([]);
      await fillAccount(store, 1);
      const [mine] = await store.taught.list();
      await store.auth.signOut();
      expect((await store.taught.list()).map((example) => example.id)).toEqual([visitors.id]);

      await store.auth.signIn({ email, password: PASSWORD });
      await store.taught.forgetItem('battery');
      expect(await store.taught.list()).toEqual([]);
      // A class pack taught to this account on another device: the embedding comes back value for value.
      expect(await store.taught.add([mine!, mine!])).toBe(1);
      expect((await store.taught.list())[0]!.embedding).toEqual(mine!.embedding);
      await store.deleteAccount();
      expect((await store.taught.list()).map((example) => example.id)).toEqual([visitors.id]);
    });

    it('refuses export, import and delete when signed out', async () => {
      for (const attempt of [
        store.exportAccountData(),
        store.importAccountData(EMPTY_ACCOUNT_DATA),
        store.deleteAccount(),
      ]) {
        await expect(attempt).rejects.toBeInstanceOf(DataStoreError);
        await expect(attempt).rejects.toMatchObject({ code: 'not_authenticated' });
      }
    });
  });
}
