// Supabase mode in real Chromium: an action recorded with the network cut waits in IndexedDB, the
// offline notice counts it, and it is stored once when the connection returns, even with two tabs
// sending at the same moment. The build (.env.e2e-supabase) points at the Supabase stand-in started
// here: GoTrue, PostgREST and Realtime over PGlite with our migrations and row-level security.
import { expect, type Page, test } from '@playwright/test';

import type { SupabaseStandIn } from '../../standIns/supabaseStandIn';
import { DESKTOP, PHONE, registerAndScanBottle, saveScreenshot, visitOnceOnline } from '../helpers';
import { parsePolicy, servedPolicies, watchPolicyViolations } from '../securityPolicy';
import { built, startStandInForBuild } from './buildStandIn';

// Offline reloads come from the service worker's precache; the app's requests to Supabase pass it by.
test.use({ serviceWorkers: 'allow' });

let standIn: SupabaseStandIn;
test.beforeAll(async () => {
  standIn = await startStandInForBuild();
});
test.afterAll(async () => {
  await standIn?.close();
});

interface QueuedWrite {
  id: string;
  table: string;
}

/** What waits in the outbox (src/services/data/supabase/outbox.ts), read from the page's IndexedDB. */
function queuedWrites(page: Page): Promise<QueuedWrite[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const opening = indexedDB.open('recyclesmart-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('keyval').objectStore('keyval').get('writes');
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            const writes = (reading.result ?? []) as { id: string; inserts: { table: string }[] }[];
            resolve(writes.map((w) => ({ id: w.id, table: w.inserts[0]!.table })));
          };
        };
      }),
  );
}

// The row ids the app chooses on the device, by table: what makes a second send of a write a no-op.
const ID_COLUMN: Readonly<Record<string, string>> = { scan_history: 'id', recycling_records: 'record_id' };

/** How many rows the stand-in holds for the queued write. */
async function stored({ table, id }: QueuedWrite): Promise<number> {
  const { rows } = await standIn.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${ID_COLUMN[table]} = $1`,
    [id],
  );
  return rows[0]!.n;
}

/** The inserts of the queued write that reached the stand-in. */
const postsOf = ({ table, id }: QueuedWrite) =>
  standIn.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === `/rest/v1/${table}` &&
      (r.body as Record<string, unknown> | undefined)?.[ID_COLUMN[table]!] === id,
  );

async function scansOf(email: string): Promise<number> {
  const { rows } = await standIn.db.query<{ n: number }>(
    'select count(*)::int as n from public.scan_history s join auth.users u on u.id = s.user_id where u.email = $1',
    [email],
  );
  return rows[0]!.n;
}

/** Signed up through the app's own form against the stand-in, the app precached, a real photo identified and saved. */
async function signUpAndScan(page: Page): Promise<void> {
  const violations = await watchPolicyViolations(page);
  await visitOnceOnline(page);
  const email = await registerAndScanBottle(page);
  // The results screen saves the scan to the history while online.
  await expect.poll(() => scansOf(email)).toBe(1);
  expect(await violations()).toEqual([]);
}

test('the policy lets the page reach the configured Supabase project, REST and realtime alike', async ({ request }) => {
  const { meta, header } = await servedPolicies(request);
  expect(header).toBe(meta);
  const origin = new URL(built.VITE_SUPABASE_URL!).origin;
  expect(parsePolicy(meta).get('connect-src')).toEqual(["'self'", 'blob:', origin, origin.replace(/^http/, 'ws')]);
});

test.describe('hardening: offline queue (Supabase mode, in the browser)', () => {
  test('an action recorded offline waits, survives a reload, is counted, and is stored once when the connection returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signUpAndScan(page);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('offline-waiting')).toHaveCount(0);
    await page.locator('button[data-action="recycled"]').click();
    await expect(page.getByTestId('action-done')).toBeVisible();
    // The scan is in the history already; the action waits.
    const waits = page.getByTestId('offline-waiting');
    await expect(waits).toHaveText('1 change waits to be sent when you are back online.');
    const [action] = await queuedWrites(page);
    expect(action?.table).toBe('recycling_records');
    expect(postsOf(action!)).toEqual([]);

    // Reloaded with the network still cut: the action still waits and shows as taken. The results
    // screen saves its scan again on every visit; the tab remembers it is stored, so nothing more waits.
    await page.reload();
    await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
    await expect(page.getByTestId('action-done')).toBeVisible();
    await expect(waits).toHaveText('1 change waits to be sent when you are back online.');
    const queued = await queuedWrites(page);
    expect(queued).toEqual([action]);
    await saveScreenshot(page, 'offline-waiting-en-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'offline-waiting-en-phone', { fullPage: false });

    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('item-label')).toBeVisible();
    await expect(waits).toHaveText('تغيير واحد ينتظر الإرسال عند عودة الاتصال.');
    await saveScreenshot(page, 'offline-waiting-ar-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'offline-waiting-ar-desktop', { fullPage: false });
    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'en'));
    await page.reload();
    await expect(waits).toHaveText('1 change waits to be sent when you are back online.');
    expect(await queuedWrites(page)).toEqual(queued);
    expect(postsOf(action!)).toEqual([]);

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect.poll(() => queuedWrites(page)).toEqual([]);
    // The action reached the server once.
    const storedOnce = async () => {
      for (const write of queued) expect(await stored(write), write.table).toBe(1);
      expect(postsOf(action!)).toHaveLength(1);
    };
    await storedOnce();

    // The connection drops and returns twice more: nothing waits, nothing is sent again.
    for (let i = 0; i < 2; i++) {
      await context.setOffline(true);
      await expect(banner).toBeVisible();
      await expect(waits).toHaveCount(0);
      await context.setOffline(false);
      await expect(banner).toHaveCount(0);
    }
    await page.goto('/dashboard');
    await expect(page.getByTestId('history-entry')).toHaveCount(1);
    await expect(page.getByTestId('streak-current')).toHaveText('1 day');
    expect(Number(await page.getByTestId('stat-material').innerText())).toBeGreaterThan(0);
    await storedOnce();
  });

  test('two tabs sending the same queued action when the connection returns store it once', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signUpAndScan(page);
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByTestId('sign-out')).toBeAttached();

    await context.setOffline(true);
    await page.locator('button[data-action="recycled"]').click();
    await expect(page.getByTestId('action-done')).toBeVisible();
    const queued = await queuedWrites(page);
    expect(queued.map((w) => w.table)).toEqual(['recycling_records']);
    // The other tab counts what this one queued.
    for (const tab of [page, other])
      await expect(tab.getByTestId('offline-waiting')).toHaveText(
        '1 change waits to be sent when you are back online.',
      );

    // Both tabs hear the connection return and send what waits, at the same moment.
    await context.setOffline(false);
    await expect.poll(() => queuedWrites(other)).toEqual([]);
    for (const write of queued) {
      expect(await stored(write), write.table).toBe(1);
      test.info().annotations.push({ type: 'sends', description: `${write.table}: ${postsOf(write).length}` });
    }
    for (const tab of [page, other]) await expect(tab.getByTestId('offline-banner')).toHaveCount(0);
    await other.reload();
    await expect(other.getByTestId('history-entry')).toHaveCount(1);
    await expect(other.getByTestId('streak-current')).toHaveText('1 day');
    for (const write of queued) expect(await stored(write), write.table).toBe(1);
  });
});
