import { readFileSync } from 'node:fs';

import { expect, type Page, test } from '@playwright/test';

import { enlargedJpeg, withExifOrientation } from '../../fixtures/photos';
import { DESKTOP, expectModelReady, saveScreenshot, SCAN_TIMEOUT, trashnetPhoto } from '../helpers';
import { VISION_STAND_IN_KEY, visionLabels, visionStandIn } from './standIn';

const PLASTIC_BOTTLE = visionLabels(['Bottle', 0.97], ['Plastic bottle', 0.93], ['Liquid', 0.88], ['Drinkware', 0.86]);

async function scan(page: Page, file: string) {
  await page.goto('/');
  await expectModelReady(page);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto(file));
}

test('the cloud confirms the on-device item: one request in the wire format, source both', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const vision = await visionStandIn(page, () => PLASTIC_BOTTLE);
  await scan(page, 'plastic/plastic5.jpg');
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'both');

  expect(vision.requests).toHaveLength(1);
  const request = vision.requests[0]!;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).searchParams.get('key')).toBe(VISION_STAND_IN_KEY);
  const body = request.postDataJSON() as { requests: { image: { content: string }; features: unknown[] }[] };
  expect(body.requests).toHaveLength(1);
  expect(body.requests[0]!.features).toEqual([{ type: 'LABEL_DETECTION', maxResults: 10 }]);
  // A JPEG (base64 of FF D8 FF), re-encoded on the device.
  expect(body.requests[0]!.image.content.startsWith('/9j/')).toBe(true);
  await saveScreenshot(page, 'results-cloud-both-en-desktop');
});

test('a phone-sized photo is decoded once, and the cloud and the kept preview each get an upright copy of their size', async ({
  page,
}) => {
  // Every createImageBitmap call the page makes from a file: a huge photo decoded twice is twice the memory.
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    const fileDecodes: number[] = [];
    Object.assign(window, { fileDecodes });
    window.createImageBitmap = ((image: ImageBitmapSource, ...rest: [ImageBitmapOptions?]) => {
      if (image instanceof Blob) fileDecodes.push(image.size);
      return decode(image, ...rest);
    }) as typeof window.createImageBitmap;
  });
  const vision = await visionStandIn(page, () => PLASTIC_BOTTLE);
  // 4032 x 3024 stored, shown 3024 x 4032.
  const photo = withExifOrientation(enlargedJpeg(readFileSync(trashnetPhoto('plastic/plastic5.jpg')), 4032, 3024), 6);
  await page.goto('/');
  await expectModelReady(page);
  await page.getByTestId('photo-input').setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  // Turned and enlarged, the device may ask about it (a possible battery); the cloud names it all the same.
  await expect(page.getByTestId('item-label')).toHaveText(/^Plastic bottle/);
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'both');

  expect(await page.evaluate(() => (window as unknown as { fileDecodes: number[] }).fileDecodes)).toEqual([
    photo.length,
  ]);
  const sent = (vision.requests[0]!.postDataJSON() as { requests: { image: { content: string } }[] }).requests[0]!.image
    .content;
  const sizeOf = (src: string) =>
    page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, src);
  expect(await sizeOf(`data:image/jpeg;base64,${sent}`)).toEqual({ width: 768, height: 1024 });
  expect(await sizeOf((await page.getByTestId('result-photo').getAttribute('src')) ?? '')).toEqual({
    width: 480,
    height: 640,
  });
});

test('a 500 then a 429 are retried, and the third answer refines the on-device result', async ({ page }) => {
  const vision = await visionStandIn(page, (_request, n) =>
    n === 1
      ? { status: 500, json: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } } }
      : n === 2
        ? { status: 429, json: { error: { code: 429, message: 'Quota exceeded.', status: 'RESOURCE_EXHAUSTED' } } }
        : visionLabels(['Glass bottle', 0.95], ['Bottle cap', 0.71]),
  );
  await scan(page, 'glass/glass9.jpg');
  // The device answers at once, in the loading panel; the cloud only after waiting 1 s and 2 s between
  // attempts, still inside the upload counter, so the results already carry its refinement.
  await expect(page.getByTestId('looks-like')).toBeVisible({ timeout: 5_000 });
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'both');
  await expect(page.getByTestId('item-label')).toHaveText('Glass bottle');
  await expect(page.getByTestId('other-item')).toHaveAttribute('data-material', 'metal');
  expect(vision.requests).toHaveLength(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreenshot(page, 'results-cloud-also-seen-en-desktop');
});

test('a malformed answer leaves the on-device result standing, with no error shown', async ({ page }) => {
  const vision = await visionStandIn(page, () => ({ body: '{"responses": [{"labelAnnotations": [' }));
  await scan(page, 'plastic/plastic5.jpg');
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'device');
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
  expect(vision.requests).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('an unreachable service is tried three times, then the on-device result stands', async ({ page }) => {
  const vision = await visionStandIn(page, () => 'unreachable');
  await scan(page, 'cardboard/cardboard3.jpg');
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-label')).toHaveText('Cardboard box');
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'device');
  expect(vision.requests).toHaveLength(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('when the on-device model cannot start, the cloud alone identifies the photo', async ({ page }) => {
  await page.route(/\/assets\/classifier\.worker-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await visionStandIn(page, () => visionLabels(['Cardboard', 0.92], ['Box', 0.9], ['Wood', 0.7]));
  await page.goto('/');
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('cardboard/cardboard3.jpg'));
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-label')).toHaveText('Cardboard box');
  await expect(page.getByTestId('item-label')).toHaveAttribute('data-material', 'cardboard');
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'cloud');
  await page.getByRole('link', { name: 'Scan another item' }).click();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'failed');
  await expect(page.getByTestId('model-status')).toContainText('photos will be identified by the cloud service');
});

test('offline, the service is not called and the on-device result stands', async ({ page, context }) => {
  const vision = await visionStandIn(page, () => PLASTIC_BOTTLE);
  await page.goto('/');
  await expectModelReady(page);
  await context.setOffline(true);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'device');
  expect(vision.requests).toHaveLength(0);
  await context.setOffline(false);
});
