// Activity for dashboard tests, written the way the on-device DataStore writes it
// (src/services/data/local/localStore.ts: IndexedDB "recyclesmart", object store "keyval", lists
// records:<user id> and scan-history:<user id> kept in chunks as chunkedList.ts keeps them: the
// number of chunks under the list's key, chunk i under <key>#<i>) and announced on its change channel, as another tab of
// the app does after recording. The production build offers no way in from a test, and the results
// screen that records actions through the UI is built separately; once it is, the journey test drives
// it instead (see dashboard.spec.ts).
import type { Page } from '@playwright/test';

export interface SeedAction {
  /** Months before the current one (0: this month). */
  monthsAgo?: number;
  /** Day of that month; default: today for this month, the 15th otherwise. */
  day?: number;
  kg: number;
  basis?: 'analysis' | 'estimate';
  /** Links the action to a seeded scan (its id). */
  scanId?: string;
}

export interface SeedScan {
  id: string;
  /** The catalogue item the scan found: the dashboard names it from its id. */
  item: { id: string; label: string; material: string };
  /** Minutes before now; the newest scan is listed first. */
  minutesAgo?: number;
  /** The impact the scan's analysis supplied; null for none. */
  impactKg?: number | null;
}

/** Writes actions and scans for whoever is signed in on the page's device, then tells the app's tabs. */
export async function seedActivity(
  page: Page,
  { actions = [], scans = [] }: { actions?: SeedAction[]; scans?: SeedScan[] },
): Promise<void> {
  await page.evaluate(
    async ({ actions, scans }) => {
      const open = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('recyclesmart');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const db = await open();
      const read = <T>(key: string) =>
        new Promise<T | undefined>((resolve, reject) => {
          const request = db.transaction('keyval', 'readonly').objectStore('keyval').get(key);
          request.onsuccess = () => resolve(request.result as T | undefined);
          request.onerror = () => reject(request.error);
        });
      // The seeded entries become one more chunk after those stored.
      const append = async (key: string, entries: unknown[]) => {
        if (entries.length === 0) return;
        const head = await read<{ chunks: number } | unknown[]>(key);
        if (Array.isArray(head)) throw new Error(`${key} is a list from before chunks: the app rewrites it first`);
        const chunks = head?.chunks ?? 0;
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(entries, `${key}#${chunks}`);
          tx.objectStore('keyval').put({ chunks: chunks + 1 }, key);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      };

      const session = await read<{ userId: string }>('session');
      if (!session) throw new Error('seedActivity needs a signed-in person');
      const now = new Date();
      const impact = (kg: number) => ({
        co2_saved: kg / 2,
        material_reduced: kg,
        water_saved: kg * 3,
        energy_saved: kg * 2,
        trees_equivalent: kg / 10,
      });
      const at = (monthsAgo: number, day?: number) => {
        if (monthsAgo === 0 && day === undefined) return now;
        return new Date(now.getFullYear(), now.getMonth() - monthsAgo, day ?? 15, 12, 0, 0);
      };

      const records = actions.map((action) => {
        const metrics = impact(action.kg);
        return {
          record_id: crypto.randomUUID(),
          action: 'recycled',
          item_category: 'Plastic bottle',
          material_composition: { type: 'plastic' },
          city: 'Springfield',
          impact_metrics: metrics,
          impact_basis: action.basis ?? 'estimate',
          scan_id: action.scanId ?? null,
          timestamp: at(action.monthsAgo ?? 0, action.day).toISOString(),
          analysis: {
            identified_items: [{ label: 'Plastic bottle' }],
            confidence_scores: [1],
            material_breakdown: { type: 'plastic' },
            disposal_instructions: {},
            impact_metrics: metrics,
          },
        };
      });
      await append(`records:${session.userId}`, records);

      const history = scans.map((scan) => ({
        id: scan.id,
        identified_items: [{ ...scan.item, confidence: 0.92 }],
        disposal_instructions: {
          steps: [{ icon: '♻️', text: 'Empty and rinse it, then put it in the recycling bin.' }],
          location: 'Springfield',
        },
        material_breakdown: [
          { part: 'Bottle', type: 'PET plastic (#1)', recyclable: true, details: 'Widely accepted' },
        ],
        eco_tips: [{ icon: '💧', title: 'Refill', description: 'A refillable bottle saves dozens of these a year.' }],
        sustainable_habits: [{ emoji: '🛍️', text: 'Carry a reusable bottle.' }],
        impact_metrics: scan.impactKg == null ? null : impact(scan.impactKg),
        nearest_facilities: [],
        overall_recyclability: 82,
        scan_date: new Date(now.getTime() - (scan.minutesAgo ?? 0) * 60_000).toISOString(),
      }));
      await append(`scan-history:${session.userId}`, history);
      db.close();

      const channel = new BroadcastChannel('recyclesmart:changes');
      for (const table of ['recycling_records', 'community_stats', 'scan_history'])
        channel.postMessage({ kind: 'data', change: { table } });
      channel.close();
    },
    { actions, scans },
  );
}
