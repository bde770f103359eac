// "Your data is yours" on the device, in real Chromium: the round trip from a real scan (export, delete
// the account, register again, restore, export the same records), importing twice, the six refused
// files (counted in the hardening report), deleting one account of several, Arabic on a phone, and a
// 10,000-record file restored without freezing the page.
import { writeFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { countRecords } from '../../src/domain/accountData';
import {
  DESKTOP,
  fillCredentials,
  PASSWORD,
  PHONE,
  registerFreshAccount,
  saveScreenshot,
  useLanguage,
} from './helpers';
import {
  downloadExport,
  expectBadFilesRefused,
  largeFile,
  recordsOf,
  restoreFile,
  roundTripFromScan,
} from './yourDataSteps';

test('round trip: export, delete the account, register again, restore, and the same records and totals', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await roundTripFromScan(page, 'local');
});

test.describe('hardening: bad data files', () => {
  test('six kinds of bad file are each refused with a clear message, and nothing changes', async ({ page }) => {
    await registerFreshAccount(page);
    await restoreFile(page, largeFile(4));
    const valid = await downloadExport(page);
    const messages = await expectBadFilesRefused(page, valid);
    expect(messages).toEqual({
      'photo.json': 'This file could not be read: it is damaged or incomplete. Nothing was changed.',
      'cut-short.json': 'This file could not be read: it is damaged or incomplete. Nothing was changed.',
      'package.json': 'This is not a RecycleSmart data file. Nothing was changed.',
      'from-the-future.json':
        'This file comes from a newer version of RecycleSmart. Update the app, then try again. Nothing was changed.',
      'huge.json': 'This file is larger than 32 MB, so it was not read. Nothing was changed.',
      'edited.json':
        'This file has a record that is not as it should be (actions[0].impact_metrics.co2_saved), so none of it was restored. Nothing was changed.',
    });
  });
});

test('deleting one account leaves the other accounts on the device as they were; Arabic on a phone', async ({
  page,
}) => {
  const stays = await registerFreshAccount(page);
  await restoreFile(page, largeFile(6));
  const kept = recordsOf(await downloadExport(page));
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  await page.setViewportSize(PHONE);

  await useLanguage(page, 'ar');
  await registerFreshAccount(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await restoreFile(page, largeFile(2));
  await expect(page.getByRole('heading', { name: 'بياناتك' })).toBeVisible();
  await saveScreenshot(page, 'your-data-ar-phone');
  await page.getByTestId('delete-account').click();
  await expect(page.getByTestId('delete-account-contents')).toBeVisible();
  await saveScreenshot(page, 'your-data-delete-ar-phone', { fullPage: false });
  await page.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await fillCredentials(page, stays, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(recordsOf(await downloadExport(page))).toEqual(kept);
});

test('the privacy page links to the data controls, which the dashboard scrolls to', async ({ page }) => {
  await registerFreshAccount(page);
  await page.goto('/privacy');
  await page.getByTestId('privacy-your-data').click();
  await expect(page).toHaveURL(/\/dashboard#your-data$/);
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeInViewport();
});

test(
  'a 10,000-record file is restored and exported in seconds, with a progress bar and no frozen page',
  // Its longest task is a measure of the page only with no other browser busy beside it.
  { tag: '@alone' },
  async ({ page }) => {
    await registerFreshAccount(page);
    const file = largeFile(10_000);
    await page.evaluate(() => {
      const longest = { ms: 0 };
      Object.assign(window, { longestTask: longest });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest.ms = Math.max(longest.ms, entry.duration);
      }).observe({ type: 'longtask' });
    });

    const started = Date.now();
    // From disk: a file handed over as a buffer is rebuilt by Playwright's own script in the page, a
    // long task of the test's, not the app's.
    const path = test.info().outputPath('big.json');
    writeFileSync(path, JSON.stringify(file));
    await page.getByTestId('import-data').setInputFiles(path);
    await expect(page.getByTestId('your-data-progress')).toBeVisible();
    await expect(page.getByTestId('your-data-status')).toHaveAttribute('data-state', 'imported', { timeout: 30_000 });
    const importMs = Date.now() - started;

    const exportStarted = Date.now();
    const exported = await downloadExport(page);
    const exportMs = Date.now() - exportStarted;
    expect(countRecords(exported)).toMatchObject({ actions: 5000, scans: 5000 });
    const longestTask = await page.evaluate(
      () => (window as unknown as { longestTask: { ms: number } }).longestTask.ms,
    );
    test.info().annotations.push({
      type: 'figures',
      description: `import ${importMs} ms, export ${exportMs} ms, longest task ${longestTask} ms`,
    });
    console.log(`10,000 records: import ${importMs} ms, export ${exportMs} ms, longest task ${longestTask} ms`);
    // About 0.7 s each alone; the full suite runs three browsers on two cores, where 3.4-3.7 s was seen.
    // The bound is "in seconds" with room for that; the longest task below is what guards the page.
    expect(importMs).toBeLessThan(6000);
    expect(exportMs).toBeLessThan(6000);
    // Checking, writing and saving run in slices: one task holding the page for the whole file took 700 ms.
    // Alone the longest is 50-80 ms (parsing the 5.4 MB file; the dashboard's totals after it); it was
    // 140 ms while each list was one IndexedDB value, and 418 ms once on a loaded machine.
    expect(longestTask).toBeLessThan(400);
  },
);
