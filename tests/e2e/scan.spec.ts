import { expect, type Page, test } from '@playwright/test';

import {
  DESKTOP,
  expectEveryCard,
  expectModelReady,
  fillCredentials,
  freshEmail,
  holdAdviceChunk,
  PASSWORD,
  PHONE,
  recordScanPhases,
  saveScreenshot,
  SCAN_TIMEOUT,
  scanToResults,
  trashnetPhoto,
  useLanguage,
} from './helpers';
import { watchPolicyViolations } from './securityPolicy';

async function openScanner(page: Page) {
  await page.goto('/');
  await expectModelReady(page);
}

test('upload -> the states as the work ends -> /results with every card, kept through a reload', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.clock.install();
  const advice = await holdAdviceChunk(page);
  await openScanner(page);
  const phases = await recordScanPhases(page);
  // From here the page's timers run only when the test moves its clock: the scan must not need them.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  const panel = page.getByTestId('loading-panel');
  // The on-device answer shows while the advice is worked out; the panel says what is happening.
  await expect(page.getByTestId('looks-like')).toHaveText('Looks like: Plastic bottle');
  await expect(panel).toHaveAttribute('data-phase', 'generating');
  await expect(page.getByTestId('scan-status')).toHaveText('Working out the advice');
  // Nothing is uploaded and nothing can be paused; the wait is too short for a fact to read.
  await expect(page.getByTestId('scan-pause')).toHaveCount(0);
  await expect(page.getByTestId('scan-fact')).toHaveCount(0);
  await expect(page.getByTestId('upload-photo')).toHaveCount(0);
  await saveScreenshot(page, 'scan-loading-en-desktop', { fullPage: false });

  advice.release();
  await expect(panel).toHaveAttribute('data-phase', 'results');
  await expect(page.getByTestId('scan-progress')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('scan-status')).toHaveText('Done! Opening your results…');
  // The work is done with the page's clock standing still; only the short settle is left.
  await expect(page).toHaveURL(/\/$/);
  await page.clock.runFor(300);
  await expect(page).toHaveURL(/\/results$/);
  expect(await phases()).toEqual(['uploading', 'generating', 'results']);
  await page.clock.resume();

  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
  await expectEveryCard(page);
  await expect(page.getByTestId('disposal-steps').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-bin-colour', 'yellow');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-pack', 'generic');
  await expect(page.getByTestId('nearby-no-city')).toHaveText('Enable location access to see nearby recycling centers');
  await expect(page.getByTestId('action-sign-in')).toHaveAttribute('href', '/login');
  await expect(page.getByTestId('share-message')).toContainText('10,000');
  const stored = await page.evaluate(() => window.localStorage.getItem('app-storage') ?? '');
  expect(stored).toContain('Plastic bottle');
  // A downscaled preview, not the photo itself.
  expect(stored.length).toBeLessThan(200_000);

  await page.reload();
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
  await expectEveryCard(page);
  await saveScreenshot(page, 'results-full-en-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'results-full-en-phone');
});

test('in Arabic the flow and every card read right to left, on desktop and phone', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize(PHONE);
  await openScanner(page);
  await expect(page.getByTestId('upload-photo')).toHaveAccessibleName('ارفع من المعرض');
  await saveScreenshot(page, 'scan-box-ar-phone', { fullPage: false });
  await scanToResults(page, trashnetPhoto('cardboard/cardboard3.jpg'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectEveryCard(page);
  await expect(page.getByTestId('disposal-card')).toContainText('كيف تعيد تدوير هذا');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'results-full-ar-phone');
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'results-full-ar-desktop');
});

test('cancel stops the scan and clears the image; nothing is shown on /results', async ({ page }) => {
  const advice = await holdAdviceChunk(page);
  await openScanner(page);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.getByTestId('loading-panel')).toHaveAttribute('data-phase', 'generating');
  await page.getByTestId('scan-cancel').click();
  await expect(page.getByTestId('loading-panel')).toHaveCount(0);
  await expect(page.getByTestId('upload-photo')).toBeEnabled();
  // The advice the scan was waiting for arrives after the cancel: it opens nothing.
  advice.release();
  await expect(page.getByTestId('upload-photo')).toBeEnabled();
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/results');
  await expect(page).toHaveURL(/\/$/);
});

test('retry runs the last photo again after a failure', async ({ page }) => {
  let failFirst = true;
  // The analysis cannot load its knowledge base: the catch-all message; the retry gets through.
  await page.route(/\/assets\/knowledge-[^/]+\.js$/, (route) =>
    failFirst ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await openScanner(page);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  const error = page.getByTestId('identify-error');
  await expect(error).toHaveAttribute('data-error', 'failed', { timeout: SCAN_TIMEOUT });
  await expect(error).toContainText('Failed to process image. Please try again.');
  await expect(error).toHaveClass(/error-box/);
  failFirst = false;
  await page.getByTestId('scan-retry').click();
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
});

test.describe('the journey as a person meets it', () => {
  // With the service worker the built app installs (blocked elsewhere so routes reach the stand-ins),
  // so the console holds only what the app itself says.
  test.use({ serviceWorkers: 'allow' });

  test('"Sign In to Continue" comes back to the item once the person has an account; Mark as Recycled then records once, celebrates, and disables the buttons', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openScanner(page);
    await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
    // Signed out: the panel's link to sign in, and from there to create an account, leads back here.
    await page.getByTestId('action-sign-in').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.locator('main a[href="/register"]').click();
    await expect(page).toHaveURL(/\/register$/);
    await fillCredentials(page, freshEmail(), PASSWORD);
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
    // A bottle for the recycling bin: "Mark as Recycled" is the one shown first among equals.
    await expect(page.locator('[data-advised="true"]')).toHaveAttribute('data-action', 'recycled');
    await expect(page.locator('button[data-action="recycled"]')).toHaveClass(/button--primary/);
    await expect(page.locator('button[data-action="composted"]')).toHaveClass(/button--secondary/);
    const recycled = page.locator('[data-action="recycled"]');
    await recycled.click();
    await expect(page.getByTestId('action-animation')).toHaveAttribute('data-action', 'recycled');
    await expect(page.getByTestId('confetti')).toHaveAttribute('data-pieces', '200');
    await expect(page.getByTestId('action-done')).toHaveText(
      'Successfully marked as recycled! Your environmental impact is growing.',
    );
    for (const action of ['recycled', 'composted', 'disposed'])
      await expect(page.locator(`button[data-action="${action}"]`)).toBeDisabled();
    await expect(page.getByTestId('confetti')).toHaveCount(0, { timeout: 7_000 });
    // From sign-up through the scan to the celebration: no policy violation, no console error.
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.reload();
    await expect(page.locator('button[data-action="composted"]')).toBeDisabled();
    await page.goto('/dashboard');
    await expect(page.getByTestId('history-entry').first()).toBeVisible();
  });
});

test('a correction suggestion needs every field, then thanks the person', async ({ page }) => {
  await openScanner(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  const form = page.getByTestId('correction-form');
  await expect(page.getByTestId('correction-itemLabel')).toHaveValue('Plastic bottle');
  await form.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByTestId('correction-actualItem')).toHaveAttribute('aria-invalid', 'true');
  // The first field to fill in has the focus, its message beside it.
  await expect(page.getByTestId('correction-actualItem')).toBeFocused();
  await page.getByTestId('correction-actualItem').fill('Shampoo bottle');
  await page.getByTestId('correction-correctInstructions').fill('Empty it, keep the pump off, recycle the bottle.');
  await form.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByTestId('correction-thanks')).toHaveText('Thank you for making RecycleSmart better!');
  await expect(page.getByTestId('correction-thanks')).toBeFocused();
});
