// "It learns from you": a corrected photo teaches the app on the device; another photo of the same
// kind comes back "from your correction" with the taught advice, an unrelated photo does not; the taught
// list forgets; class packs and the account export carry what was taught, signed out and signed in.
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import {
  chooseAnswer,
  DESKTOP,
  expectModelReady,
  fillCredentials,
  PASSWORD,
  PHONE,
  registerFreshAccount,
  saveScreenshot,
  scanToResults,
  trashnetPhoto,
  useLanguage,
} from './helpers';
import { deleteAccount, downloadExport, restoreFile } from './yourDataSteps';

const WILD = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'wild-eval', 'organic');
// Two different out-of-studio photos of potatoes (npm run measure:taught has the figures for such pairs).
const TAUGHT_PHOTO = join(WILD, 'grocery-vegetables-potato-29f6b714.jpg');
const SAME_KIND = join(WILD, 'grocery-vegetables-potato-6efb92b0.jpg');
const UNRELATED = trashnetPhoto('plastic/plastic5.jpg');

/**
 * A photo scanned from a fresh page load, or from /results through "Scan another item" (`next`), as a
 * person scans one thing after another: the model stays loaded, and what was taught reaches it live.
 */
async function scan(page: Page, photo: string, { next = false } = {}) {
  if (next) {
    await page.getByRole('link', { name: 'Scan another item' }).click();
  } else {
    await page.goto('/');
    await expectModelReady(page);
  }
  await scanToResults(page, photo);
}

/** Scans the photo and says it is a battery, as a person would with the change-answer control. */
async function teachBattery(page: Page, photo = TAUGHT_PHOTO) {
  await scan(page, photo);
  await expect(page.getByTestId('item-source')).not.toHaveAttribute('data-source', 'memory');
  await chooseAnswer(page, 'battery');
  await expect(page.getByTestId('item-label')).toHaveAttribute('data-stream', 'hazardous');
  // Stored before the page is left: teaching runs beside the result, and a page left early may lose it.
  await expect(page.getByTestId('change-answer')).toHaveAttribute('data-remembered', 'true');
}

async function expectRemembered(page: Page, { next = false } = {}) {
  await scan(page, SAME_KIND, { next });
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'memory');
  const label = page.getByTestId('item-label');
  await expect(label).toHaveAttribute('data-material', 'battery');
  await expect(label).toHaveAttribute('data-stream', 'hazardous');
  await expect(label).toHaveAttribute('data-unsure', 'false');
  // Still one tap from being changed: an answer offered, and every other behind "Something else".
  await expect(page.getByTestId('change-answer').locator('button[data-choice-material]').first()).toBeEnabled();
  await expect(page.getByTestId('choice-something-else')).toBeEnabled();
}

async function expectNotRemembered(page: Page) {
  await scan(page, SAME_KIND);
  await expect(page.getByTestId('item-source')).not.toHaveAttribute('data-source', 'memory');
  await expect(page.getByTestId('item-label')).not.toHaveAttribute('data-material', 'battery');
}

async function downloadClassPack(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-class-pack').click()]);
  expect(download.suggestedFilename()).toMatch(/^recyclesmart-class-pack-\d{4}-\d{2}-\d{2}\.json$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('signed out: a correction teaches the app, the taught list forgets it, and a class pack brings it back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await teachBattery(page);
  await expectRemembered(page, { next: true });
  await expect(page.getByTestId('item-source')).toHaveText('From your correction');
  await scan(page, UNRELATED, { next: true });
  await expect(page.getByTestId('item-source')).not.toHaveAttribute('data-source', 'memory');
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');

  // From a fresh page load too: what was taught is read back from the device's storage.
  await expectRemembered(page);
  await page.getByTestId('taught-link').click();
  await expect(page).toHaveURL(/\/taught$/);
  const items = page.getByTestId('taught-items').getByTestId('taught-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-item', 'battery');
  await expect(items.first()).toHaveAttribute('data-count', '1');
  const pack = await downloadClassPack(page);
  expect(JSON.parse(pack.toString('utf8'))).toMatchObject({ format: 'recyclesmart-class-pack', version: 1 });

  await page.getByTestId('forget-all-taught').click();
  await page.getByTestId('forget-all-taught-confirm').click();
  await expect(page.getByTestId('taught-empty')).toBeVisible();
  await expect(page.getByTestId('taught-item')).toHaveCount(0);
  await expectNotRemembered(page);

  await page.goto('/taught');
  await expect(page.getByTestId('taught-empty')).toBeVisible();
  await expect(page.getByTestId('import-class-pack')).toBeEnabled();
  await page
    .getByTestId('import-class-pack')
    .setInputFiles({ name: 'class.json', mimeType: 'application/json', buffer: pack });
  await expect(page.getByTestId('taught-status')).toHaveAttribute('data-state', 'imported');
  await expect(page.getByTestId('taught-item')).toHaveCount(1);
  await page
    .getByTestId('import-class-pack')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"notes": true}') });
  await expect(page.getByTestId('taught-status')).toHaveAttribute('data-refusal', 'notOurs');
  await expect(page.getByTestId('taught-item')).toHaveCount(1);
  await expectRemembered(page);
});

test('signed in: taught examples are the account’s, and its export and import carry them', async ({ page }) => {
  test.setTimeout(150_000);
  await registerFreshAccount(page);
  await teachBattery(page);
  // Within the app, as a person goes there: the correction is written in the background, and a new
  // page load at once could cut the write off (a person does not reload within milliseconds).
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  let exported = await downloadExport(page);
  await expect.poll(async () => (exported = await downloadExport(page)).taught.length).toBe(1);
  expect(exported.taught[0]).toMatchObject({ item_id: 'battery', material: 'battery' });

  // Signed out, the visitor has taught nothing.
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  await expectNotRemembered(page);

  await page.goto('/login');
  await fillCredentials(page, exported.profile.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await deleteAccount(page, /photo you taught the app/);
  await expectNotRemembered(page);
  await registerFreshAccount(page);
  await page.goto('/dashboard');
  await restoreFile(page, exported);
  await expect(page.getByTestId('your-data-status')).toContainText('1 photo you taught the app');
  await expectRemembered(page);
});

for (const language of ['en', 'ar'] as const) {
  test(`the taught page reads well on a phone and a wide screen (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    if (language !== 'en') await useLanguage(page, language);
    await page.setViewportSize(PHONE);
    await teachBattery(page);
    await page.goto('/taught');
    await expect(page.getByTestId('taught-item')).toHaveCount(1);
    await saveScreenshot(page, `taught-${language}-phone`);
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, `taught-${language}-desktop`);
  });
}
