// Bad input at the upload box, end to end on the built app: every case ends in the spec's message or a
// result, never a blank screen, and a result saved before it is still there. Counted in the hardening report.
import { readFileSync } from 'node:fs';

import { expect, type Page, test } from '@playwright/test';

import { darkenedJpeg, stripedPng, withExifOrientation } from '../fixtures/photos';
import { chooseAnswer, PHONE, SCAN_TIMEOUT, scanToResults, trashnetPhoto } from './helpers';

const SESSION_KEY = 'app-storage';
const NOT_AN_IMAGE = 'Please upload an image file (JPEG, PNG, etc.)';
const TOO_LARGE = 'Image size must be less than 10MB';
const TEN_MB = 10 * 1024 * 1024;

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A result saved by a real scan, restored into each test's fresh browser before the app starts. */
let savedSession = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/');
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  savedSession = (await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)) ?? '';
  await page.close();
});

async function openWithSavedResult(page: Page) {
  expect(savedSession).toContain('Plastic bottle');
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first load: later loads must see what the app itself stored.
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key!, value!);
        window.sessionStorage.setItem('seeded', '1');
      }
    },
    [SESSION_KEY, savedSession],
  );
  await page.goto('/');
}

async function expectSavedResultKept(page: Page) {
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBe(savedSession);
  await page.goto('/results');
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
}

/** The app is still whole: the upload box is back and ready for another photo. */
async function expectUsable(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('upload-photo')).toBeEnabled();
}

/** How a refusal shows: at once at the upload box, or after the loading panel, where its message takes the panel's focus. */
type Refusal = 'before panel' | 'after panel';

async function expectRefused(page: Page, upload: Upload, message: string | RegExp, refusal: Refusal = 'before panel') {
  await openWithSavedResult(page);
  await page.getByTestId('photo-input').setInputFiles(upload);
  const error = page.getByTestId('identify-error');
  await expect(error).toContainText(message, { timeout: SCAN_TIMEOUT });
  if (refusal === 'after panel') await expect(error).toBeFocused();
  await expect(error).toBeInViewport();
  await expect(page).toHaveURL(/\/$/);
  await expectUsable(page);
  await expectSavedResultKept(page);
}

/** Either a result or one of the spec's messages, never a blank screen or a stuck panel. */
async function expectResultOrMessage(page: Page) {
  const error = page.getByTestId('identify-error');
  await expect(page.getByTestId('item-label').or(error)).toBeVisible({ timeout: SCAN_TIMEOUT });
  const outcome = (await error.isVisible())
    ? `message: ${await error.getAttribute('data-error')}`
    : `result: ${await page.getByTestId('item-label').textContent()}`;
  test.info().annotations.push({ type: 'outcome', description: outcome });
  if (outcome.startsWith('message')) {
    // A synthetic picture (stripes, noise) may rightly be judged not a piece of waste.
    await expect(error).toHaveAttribute('data-error', /^(unreadable|noItems|notWaste)$/);
    // Refused once the photo was worked on: the message takes the loading panel's focus.
    await expect(error).toBeFocused();
    await expectUsable(page);
  }
}

async function drop(page: Page, files: { name: string; type: string; base64: string }[][]) {
  await page.getByTestId('drop-zone').evaluate((box, drops) => {
    for (const group of drops) {
      const data = new DataTransfer();
      for (const { name, type, base64 } of group) {
        data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      }
      box.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }
  }, files);
}

const photoForDrop = (file: string) => ({
  name: file.split('/').pop()!,
  type: 'image/jpeg',
  base64: readFileSync(trashnetPhoto(file)).toString('base64'),
});

test.describe('hardening: bad input', () => {
  test('a zero-byte file', async ({ page }) => {
    await expectRefused(page, { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) }, NOT_AN_IMAGE);
  });

  test('a text file named .jpg, on a phone: the message is brought into sight', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await expectRefused(
      page,
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some notes, not a photo') },
      NOT_AN_IMAGE,
    );
  });

  test('an SVG is not accepted', async ({ page }) => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    await expectRefused(
      page,
      { name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
      NOT_AN_IMAGE,
    );
  });

  test('an image of 10 MB + 1 byte', async ({ page }) => {
    const big = Buffer.alloc(TEN_MB + 1);
    big.set(readFileSync(trashnetPhoto('plastic/plastic5.jpg')));
    await expectRefused(page, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big }, TOO_LARGE);
  });

  test('a 1 x 1 PNG is too small to tell what it shows: no guess, and every answer and the search', async ({
    page,
  }) => {
    await openWithSavedResult(page);
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: stripedPng(1, 1) });
    const error = page.getByTestId('identify-error');
    await expect(error).toHaveAttribute('data-error', 'tooSmall', { timeout: SCAN_TIMEOUT });
    await expect(error).toContainText('This picture is too small to tell what it shows.');
    await expect(error).toBeFocused();
    // Nothing worked out from one pixel is offered first: the search is open, with every answer.
    await expect(error.getByTestId('item-search')).toBeVisible();
    await expect(error.locator('button[data-choice-material]')).toHaveCount(11);
    await chooseAnswer(page, 'battery', error);
    await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
    await expect(page.getByTestId('item-label')).toHaveAttribute('data-material', 'battery');
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-stream', 'hazardous');
  });

  test('a photo at 6% of its light is too dark to tell what it shows: no guess, and the search', async ({ page }) => {
    await openWithSavedResult(page);
    const dark = darkenedJpeg(readFileSync(trashnetPhoto('plastic/plastic5.jpg')), 0.06);
    await page.getByTestId('photo-input').setInputFiles({ name: 'night.jpg', mimeType: 'image/jpeg', buffer: dark });
    const error = page.getByTestId('identify-error');
    await expect(error).toHaveAttribute('data-error', 'tooDark', { timeout: SCAN_TIMEOUT });
    await expect(error).toContainText('This photo is too dark to tell what it shows.');
    await expect(error).toBeFocused();
    await expect(error.getByTestId('item-search')).toBeVisible();
    await chooseAnswer(page, 'plastic', error);
    await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
    await expect(page.getByTestId('item-label')).toHaveAttribute('data-material', 'plastic');
  });

  test('a 10,000 x 10,000 PNG is downscaled and the tab survives', async ({ page }) => {
    test.setTimeout(120_000);
    const buffer = stripedPng(10_000, 10_000);
    await openWithSavedResult(page);
    let crashed = false;
    page.on('crash', () => (crashed = true));
    await page.getByTestId('photo-input').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer });
    await expectResultOrMessage(page);
    expect(crashed).toBe(false);
    if (await page.getByTestId('item-label').isVisible()) {
      // The kept preview is the downscaled one, small enough for localStorage.
      const stored = await page.evaluate((key) => window.localStorage.getItem(key) ?? '', SESSION_KEY);
      expect(stored.length).toBeLessThan(200_000);
    }
  });

  test('a truncated JPEG (a real photo cut in half)', async ({ page }) => {
    const photo = readFileSync(trashnetPhoto('glass/glass9.jpg'));
    await openWithSavedResult(page);
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'half.jpg', mimeType: 'image/jpeg', buffer: photo.subarray(0, photo.length >> 1) });
    await expectResultOrMessage(page);
    if (await page.getByTestId('identify-error').isVisible()) await expectSavedResultKept(page);
  });

  test('a damaged JPEG (a JPEG header, then noise)', async ({ page }) => {
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(2000, 7)]);
    await expectRefused(
      page,
      { name: 'corrupt.jpg', mimeType: 'image/jpeg', buffer: corrupt },
      'This photo could not be read.',
      'after panel',
    );
  });

  test('a photo with EXIF rotation is identified and kept upright', async ({ page }) => {
    const photo = readFileSync(trashnetPhoto('plastic/plastic5.jpg'));
    await openWithSavedResult(page);
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'rotated.jpg', mimeType: 'image/jpeg', buffer: withExifOrientation(photo, 6) });
    await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
    await expect(page.getByTestId('item-label')).toBeVisible();
    // TrashNet photos are landscape (512 x 384); turned by their orientation tag they stand upright.
    const size = await page.getByTestId('result-photo').evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size.height).toBeGreaterThan(size.width);
  });

  test('two files at once', async ({ page }) => {
    await openWithSavedResult(page);
    await drop(page, [[photoForDrop('plastic/plastic5.jpg'), photoForDrop('glass/glass9.jpg')]]);
    await expect(page.getByTestId('identify-error')).toHaveText(/Too many files/);
    await expectUsable(page);
    await expectSavedResultKept(page);
  });

  test('rapid double submit: one scan, the last photo, one result', async ({ page }) => {
    await openWithSavedResult(page);
    await drop(page, [[photoForDrop('glass/glass9.jpg')], [photoForDrop('cardboard/cardboard3.jpg')]]);
    await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
    await expect(page.getByTestId('item-label')).toBeVisible();
    await expect(page.getByTestId('item-label')).not.toHaveText('Plastic bottle');
    // Nothing else arrives later and no second navigation takes the page somewhere else.
    const label = await page.getByTestId('item-label').textContent();
    await page.waitForTimeout(3000);
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByTestId('item-label')).toHaveText(label!);
  });

  test('navigating away mid-scan and back: no stuck state, the app still scans', async ({ page }) => {
    await openWithSavedResult(page);
    await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('glass/glass9.jpg'));
    await expect(page.getByTestId('loading-panel')).toBeVisible();
    await page.locator('header a[href="/education"]').first().click();
    await expect(page).not.toHaveURL(/\/$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    // Either still working (and then on to the results) or finished: never a panel that stays forever.
    await expect(page.getByTestId('loading-panel')).toHaveCount(0, { timeout: SCAN_TIMEOUT });
    // A scan that finishes once the person is back ends on its results, as any scan does; one that
    // finished while they were away leaves them on the upload box. Either way they can scan again.
    if (/\/results$/.test(page.url())) {
      await expect(page.getByTestId('item-label')).toBeVisible();
      await page.goto('/');
    }
    await expectUsable(page);
    await scanToResults(page, trashnetPhoto('cardboard/cardboard3.jpg'));
    await expect(page.getByTestId('item-label')).toBeVisible();
  });
});
