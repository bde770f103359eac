// The scan journey with the keyboard alone, as a screen-reader or switch user makes it: visible focus
// at every stop, a named progress bar, announced status, and no confetti for people who ask for less motion.
// At desktop and phone width, left to right and right to left.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Locator, type Page, test } from '@playwright/test';

import {
  DESKTOP,
  expectModelReady,
  holdAdviceChunk,
  PHONE,
  registerFreshAccount,
  saveScreenshot,
  SCAN_TIMEOUT,
  trashnetPhoto,
  useLanguage,
} from './helpers';

type Language = 'en' | 'ar';

/** A string of the app's own locale file, so each language is checked against what it should say. */
function translation(language: Language, key: string): string {
  const tree = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${language}.json`), 'utf8'),
  ) as unknown;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
  if (typeof text !== 'string') throw new Error(`No text for ${key}`);
  return text;
}

/**
 * English on a desktop and Arabic on a phone, the two ends a screen must hold (LANGUAGE_VIEWS): the
 * path through the page is the same in each language and at each width, so the other two pairings
 * repeated these at two cores' cost.
 */
const LAYOUTS = [
  { language: 'en', width: 'desktop', viewport: DESKTOP },
  { language: 'ar', width: 'phone', viewport: PHONE },
] as const;

/** Presses Tab until the target has focus (failing after a page's worth of stops). */
async function tabTo(page: Page, target: Locator) {
  for (let stop = 0; stop < 60; stop++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the target');
}

/**
 * Focus is shown: the :focus-visible rule draws its ring (a box shadow), and the focused element is on
 * screen, its start not hidden under the sticky header.
 */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const focus = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    return {
      visible: el.matches(':focus-visible'),
      ring: getComputedStyle(el).boxShadow,
      belowHeader: box.top >= header.bottom - 1,
      startsOnScreen: box.top < window.innerHeight,
      withinWidth: box.left >= 0 && box.right <= window.innerWidth,
    };
  });
  expect(focus).toEqual({
    visible: true,
    ring: expect.stringMatching(/rgb\(29, 78, 216\)/),
    belowHeader: true,
    startsOnScreen: true,
    withinWidth: true,
  });
}

async function keyboardScan(page: Page, photo: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/');
  await expectModelReady(page);
  // Listening before the first Tab: Playwright starts intercepting file choosers when the listener
  // comes, with a message to the browser, and an Enter that overtakes it opens a dialog no one sees.
  const chooser = page.waitForEvent('filechooser');
  const upload = page.getByTestId('upload-photo');
  await tabTo(page, upload);
  await expectVisibleFocus(upload);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(photo);
}

/** A file that passes the first checks (a JPEG's signature) and fails once the panel shows: it cannot be decoded. */
const DAMAGED_JPEG = {
  name: 'damaged.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(2000, 7)]),
};

test.describe('hardening: keyboard and screen reader', () => {
  for (const { language, width, viewport } of LAYOUTS) {
    // The layout is in each title: the hardening report lists cases by title alone.
    test.describe(() => {
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, language);
        await page.setViewportSize(viewport);
      });

      test(`keyboard only (${language}, ${width}): upload, a named progress bar, announced status, results, Take Action`, async ({
        page,
      }) => {
        // The advice's chunk comes slowly, as on a patchy connection: the panel stays while it does.
        const advice = await holdAdviceChunk(page);
        await registerFreshAccount(page);
        await keyboardScan(page, trashnetPhoto('plastic/plastic5.jpg'));
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

        const progress = page.getByRole('progressbar', { name: translation(language, 'scan.progressLabel') });
        await expect(progress).toBeVisible();
        await expect(progress).toHaveAttribute('aria-valuenow', /\d+/);
        const status = page.getByTestId('scan-status');
        await expect(status).toHaveAttribute('aria-live', 'polite');
        // The live region says what is happening, in the reader's language.
        await expect(status).toHaveText(translation(language, 'scan.status.advising'));
        // Focus is not lost to the page body while the upload box turns into the panel.
        await expectVisibleFocus(page.getByTestId('loading-panel'));
        await saveScreenshot(page, `scan-loading-keyboard-focus-${language}-${width}`, { fullPage: false });
        advice.release();

        await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
        await expect(page.getByTestId('item-label')).toBeVisible();
        // The loading panel went with the home screen: the focus starts the results, not the page body.
        await expect(page.locator('#main')).toBeFocused();
        const recycled = page.locator('[data-action="recycled"]');
        await tabTo(page, recycled);
        await expectVisibleFocus(recycled);
        await saveScreenshot(page, `results-take-action-keyboard-focus-${language}-${width}`, { fullPage: false });
        // Going back up from the end of the page: the stop scrolled into view is not hidden under the header.
        await page.keyboard.press('End');
        await expect
          .poll(() =>
            page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
          )
          .toBe(true);
        await page.keyboard.press('Shift+Tab');
        await expectVisibleFocus(page.locator(':focus'));
        await saveScreenshot(page, `results-back-up-keyboard-focus-${language}-${width}`, { fullPage: false });
        await page.keyboard.press('Tab');
        await expectVisibleFocus(recycled);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('action-done')).toHaveAttribute('data-action', 'recycled');
        await expect(page.getByTestId('action-done')).toHaveRole('status');
        // The button pressed is disabled once marked: the focus goes to what was done, not to the page.
        await expectVisibleFocus(page.getByTestId('action-done'));
      });

      test(`a scan that fails after the loading panel puts focus on its message, and the keyboard goes on (${language}, ${width})`, async ({
        page,
      }) => {
        await keyboardScan(page, DAMAGED_JPEG);
        const error = page.getByTestId('identify-error');
        await expect(error).toContainText(translation(language, 'identify.errors.unreadable'));
        await expect(error).toHaveRole('alert');
        await expectVisibleFocus(error);
        await saveScreenshot(page, `scan-error-keyboard-focus-${language}-${width}`, { fullPage: false });

        await page.keyboard.press('Tab');
        const dismiss = error.getByRole('button', { name: translation(language, 'scan.actions.dismiss') });
        await expectVisibleFocus(dismiss);
        await page.keyboard.press('Enter');
        await expect(error).toHaveCount(0);
        await expect(page.getByTestId('upload-photo')).toBeEnabled();
      });
    });
  }

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
