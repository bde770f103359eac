// The scan journey with the keyboard alone, as a screen-reader or switch user makes it: visible focus
// at every stop, a named progress bar, announced status, and no confetti for people who ask for less motion.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCAN_TIMEOUT, registerFreshAccount, saveScreenshot, trashnetPhoto } from './helpers';

/** Presses Tab until the target has focus (failing after a page's worth of stops). */
async function tabTo(page: Page, target: Locator) {
  for (let stop = 0; stop < 60; stop++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the target');
}

/** Focus is shown: the :focus-visible rule draws its ring (a box shadow). */
async function expectVisibleFocus(target: Locator) {
  const focus = await target.evaluate((el) => ({ visible: el.matches(':focus-visible'), ring: getComputedStyle(el).boxShadow }));
  expect(focus.visible).toBe(true);
  expect(focus.ring).toMatch(/rgb\(29, 78, 216\)/);
}

async function keyboardScan(page: Page, photo: string) {
  await page.goto('/');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  const upload = page.getByTestId('upload-photo');
  await tabTo(page, upload);
  await expectVisibleFocus(upload);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(photo);
}

test.describe('hardening: keyboard and screen reader', () => {
  test('keyboard only: upload, a named progress bar, announced status, results, Take Action', async ({ page }) => {
    await registerFreshAccount(page);
    await keyboardScan(page, trashnetPhoto('plastic/plastic5.jpg'));

    const progress = page.getByRole('progressbar', { name: 'Scan progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /\d+/);
    const status = page.getByTestId('scan-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const first = await status.textContent();
    // The status changes while the photo is worked on, inside the live region.
    await expect(status).not.toHaveText(first!, { timeout: SCAN_TIMEOUT });
    // Focus is not lost to the page body while the upload box turns into the panel.
    await expect(page.getByTestId('loading-panel')).toBeFocused();
    await saveScreenshot(page, 'scan-loading-keyboard-focus-en-desktop', { fullPage: false });

    await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
    await expect(page.getByTestId('item-label')).toBeVisible();
    const recycled = page.locator('[data-action="recycled"]');
    await tabTo(page, recycled);
    await expectVisibleFocus(recycled);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('action-done')).toHaveAttribute('data-action', 'recycled');
    await expect(page.getByTestId('action-done')).toHaveRole('status');
  });

  test('with reduced motion no confetti is drawn and the action animation stays hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerFreshAccount(page);
    await keyboardScan(page, trashnetPhoto('plastic/plastic5.jpg'));
    await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
    await page.locator('[data-action="recycled"]').click();
    await expect(page.getByTestId('action-done')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.getByTestId('action-animation')).toBeHidden();
  });
});
