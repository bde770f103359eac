import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import {
  DESKTOP,
  expectModelReady,
  PHONE,
  saveScreenshot,
  SCAN_TIMEOUT,
  scanToResults,
  trashnetPhoto,
  useLanguage,
} from './helpers';

async function openScanner(page: Page) {
  await page.goto('/');
  await expectModelReady(page);
}

test('a real photo is identified on the device and shown on /results', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openScanner(page);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-backend', 'wasm-simd');
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.locator('h1')).toHaveText('Scan results');
  const label = page.getByTestId('item-label');
  await expect(label).toHaveText('Plastic bottle');
  await expect(label).toHaveAttribute('data-material', 'plastic');
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'device');
  await expect(page.getByTestId('item-source')).toHaveText('On-device model');
  await expect(page.getByTestId('item-confidence')).toHaveText(/^\d{1,3}%$/);
  expect(Number(await page.getByTestId('item-confidence').getAttribute('value'))).toBeGreaterThan(0.5);
  await expect(page.getByTestId('result-photo')).toBeVisible();
  await saveScreenshot(page, 'results-en-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'results-en-phone');
});

test('in Arabic the results read right to left, with the item named in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize(DESKTOP);
  await openScanner(page);
  await saveScreenshot(page, 'scan-box-ar-desktop');
  await scanToResults(page, trashnetPhoto('glass/glass9.jpg'));
  await expect(page.getByTestId('item-label')).toHaveText('زجاجة زجاجية');
  await expect(page.getByTestId('item-label')).toHaveAttribute('data-material', 'glass');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await saveScreenshot(page, 'results-ar-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'results-ar-phone');
});

test('the first model load shows its progress, and the model comes from the cache next time', async ({ page }) => {
  // Slow the weights down so the progress can be seen.
  await page.route(/\/models\/mobilenet_v2_1\.0_224\/group1-shard1of1\.bin$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const progress = page.getByTestId('model-status').getByRole('progressbar');
  await expect(progress).toBeVisible();
  // The bar's fill covers the share of the load that aria-valuenow announces (once its short transition ends).
  await expect
    .poll(() =>
      progress.evaluate((bar) => {
        const fill = bar.firstElementChild!.getBoundingClientRect().width / bar.getBoundingClientRect().width;
        return Number(bar.getAttribute('aria-valuenow')) > 0
          ? Math.abs(fill - Number(bar.getAttribute('aria-valuenow')) / 100)
          : 1;
      }),
    )
    .toBeLessThan(0.02);
  await saveScreenshot(page, 'scan-box-loading-en-phone');
  await expectModelReady(page);

  const shardRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('group1-shard1of1.bin')) shardRequests.push(r.url());
  });
  await page.reload();
  await expectModelReady(page);
  expect(shardRequests).toEqual([]);
});

test("a damaged photo gives a clear message, in the reader's language", async ({ page }) => {
  await openScanner(page);
  // A JPEG's first bytes, then nothing a decoder can use.
  const broken = {
    name: 'broken.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('this is not really a JPEG')]),
  };
  await page.getByTestId('photo-input').setInputFiles(broken);
  const error = page.getByTestId('identify-error');
  await expect(error).toHaveAttribute('data-error', 'unreadable');
  await expect(error).toContainText('This photo could not be read.');
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('language-picker').selectOption('es');
  await expect(error).toContainText('No se pudo leer esta foto.');
  // The scanner still works after the failure.
  await scanToResults(page, trashnetPhoto('cardboard/cardboard3.jpg'));
  await expect(page.getByTestId('item-label')).toHaveText('Caja de cartón');
});

test('a file that is not an image is refused with the product message', async ({ page }) => {
  await page.goto('/');
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('identify-error')).toHaveText(/Please upload an image file \(JPEG, PNG, etc\.\)/);
});

test('a photo in which ImageNet names nothing still gets its material from the material head', async ({ page }) => {
  await openScanner(page);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('metal/metal122.jpg'));
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-label')).toHaveAttribute('data-material', 'metal');
  await expect(page.getByTestId('item-material')).toHaveText('Metal');
  await expect(page.getByTestId('change-answer')).toHaveAttribute('data-asking', 'false');
});

test('when the worker cannot load, the page says so instead of hanging', async ({ page }) => {
  await page.route(/\/assets\/classifier\.worker-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'failed');
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  const error = page.getByTestId('identify-error');
  await expect(error).toHaveAttribute('data-error', 'modelUnavailable');
  await expect(error).toContainText('The on-device model could not start');
  await expect(page.getByTestId('photo-input')).toBeEnabled();
});

test('a worker that starts but never answers is given up on, not waited for', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-01T09:00:00') });
  await page.route(/\/assets\/classifier\.worker-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }),
  );
  await page.goto('/');
  // The upload box comes just after the first paint, revealed on a timer of React's.
  await expect(page.getByTestId('photo-input')).toBeAttached();
  // From here on, the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date('2026-03-01T09:00:05'));
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  // The scan has begun, and with it waits on the model's load: time may move now.
  await expect(page.getByTestId('loading-panel')).toBeVisible();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'loading');
  // A load may stay silent for 30 s before the bridge gives up on it.
  await page.clock.runFor(25_000);
  await expect(page.getByTestId('identify-error')).toHaveCount(0);
  await page.clock.runFor(6_000);
  await expect(page.getByTestId('identify-error')).toHaveAttribute('data-error', 'modelUnavailable');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'failed');
  await expect(page.getByTestId('photo-input')).toBeEnabled();
});

test('the scanner and the results pass an accessibility check', async ({ page }) => {
  await openScanner(page);
  const scanner = await new AxeBuilder({ page }).include('[data-testid="scan-box"]').analyze();
  expect(scanner.violations).toEqual([]);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.getByTestId('item-label')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});
