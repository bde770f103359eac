// "Your data is yours" against Supabase, in real Chromium: the app's build talks through supabase-js to
// the stand-in (GoTrue, PostgREST and Realtime over PGlite with our migrations and row-level security).
// The round trip from a real scan, an on-device export restored into a Supabase account, the refused
// files and delete_my_account() in Arabic, and another person's rows left exactly as they were.
import { expect, test } from '@playwright/test';

import type { SupabaseStandIn } from '../../standIns/supabaseStandIn';
import {
  DESKTOP,
  fillCredentials,
  freshEmail,
  PASSWORD,
  PHONE,
  registerFreshAccount,
  saveScreenshot,
  useLanguage,
} from '../helpers';
import {
  deleteAccount,
  downloadExport,
  expectBadFilesRefused,
  largeFile,
  recordsOf,
  restoreFile,
  roundTripFromScan,
} from '../yourDataSteps';
import { startStandInForBuild } from './buildStandIn';

let standIn: SupabaseStandIn;
test.beforeAll(async () => {
  standIn = await startStandInForBuild();
});
test.afterAll(async () => {
  await standIn?.close();
});

/** Every row the person owns, per table, read past row-level security. */
async function rowsOf(email: string): Promise<Record<string, number>> {
  const { rows } = await standIn.db.query<Record<string, number>>(
    `with u as (select id from auth.users where email = $1)
     select (select count(*)::int from u) as users,
       (select count(*)::int from recycling_records where user_id in (select id from u)) as records,
       (select count(*)::int from scan_history where user_id in (select id from u)) as scans,
       (select count(*)::int from user_progress where user_id in (select id from u)) as progress`,
    [email],
  );
  return rows[0]!;
}

test('round trip: export, delete the account, register again, restore, and the same records and totals', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await roundTripFromScan(page, 'supabase', async (email, stage) => {
    if (stage === 'exported') expect(await rowsOf(email)).toEqual({ users: 1, records: 1, scans: 1, progress: 1 });
    if (stage === 'deleted') expect(await rowsOf(email)).toEqual({ users: 0, records: 0, scans: 0, progress: 0 });
    if (stage === 'restoredTwice') expect(await rowsOf(email)).toMatchObject({ records: 1, scans: 1 });
  });
});

test('an on-device export restores into a Supabase account; bad files are refused; delete in Arabic leaves another person untouched', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Someone else with data on the same server.
  const other = await browser.newPage();
  const otherEmail = await registerFreshAccount(other, freshEmail());
  await restoreFile(other, largeFile(4));
  const theirs = recordsOf(await downloadExport(other));
  const theirRows = await rowsOf(otherEmail);
  await other.close();

  await page.setViewportSize(PHONE);
  await useLanguage(page, 'ar');
  const email = await registerFreshAccount(page);
  const fromDevice = largeFile(6);
  expect(fromDevice.source).toBe('local');
  await restoreFile(page, fromDevice);
  expect(recordsOf(await downloadExport(page))).toEqual(recordsOf(fromDevice));
  await expectBadFilesRefused(page, fromDevice);
  await saveScreenshot(page, 'your-data-supabase-ar-phone');

  await deleteAccount(page, /3 إجراءات مسجّلة/);
  expect(await rowsOf(email)).toEqual({ users: 0, records: 0, scans: 0, progress: 0 });
  expect(await rowsOf(otherEmail)).toEqual(theirRows);

  await page.goto('/login');
  await fillCredentials(page, otherEmail, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(recordsOf(await downloadExport(page))).toEqual(theirs);
});
