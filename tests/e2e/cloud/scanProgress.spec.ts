// The loading panel when real network work is pending (the cloud build, its services answered by
// slow stand-ins): it says what is out, the bar waits for the answers, and Pause, Resume, Cancel and
// Retry act on the requests themselves.
import { expect, type Page, test } from '@playwright/test';

import { DESKTOP, expectModelReady, saveScreenshot, SCAN_TIMEOUT, trashnetPhoto, useLanguage } from '../helpers';
import { AI_CHAT_URL, aiStandIn, chatError, heldStandIn, VISION_ANNOTATE_URL, visionLabels } from './standIn';

const PLASTIC_BOTTLE = visionLabels(['Bottle', 0.97], ['Plastic bottle', 0.93], ['Liquid', 0.88]);
// The model refuses at once (not retried): the advice comes from the device, so each test waits only on what it holds.
const AI_REFUSES = chatError(400, 'Bad request', 'invalid_request_error');

async function openScanner(page: Page) {
  await page.goto('/');
  await expectModelReady(page);
}

const progressOf = async (page: Page) => Number(await page.getByTestId('scan-progress').getAttribute('aria-valuenow'));

test('while the photo is out the panel says so and the bar waits; Pause aborts the request, Resume sends it again', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await aiStandIn(page, () => AI_REFUSES);
  const vision = await heldStandIn(page, VISION_ANNOTATE_URL, PLASTIC_BOTTLE);
  await openScanner(page);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));

  const status = page.getByTestId('scan-status');
  await expect(status).toHaveText('Sending your photo to the vision service');
  await expect(page.getByTestId('loading-panel')).toHaveAttribute('data-phase', 'uploading');
  await expect(page.getByTestId('scan-fact')).toContainText('Did you know?');
  await expect.poll(() => vision.requests.length).toBe(1);
  // The device has answered; the scan waits for the vision service's answer, which may change it.
  await expect(page.getByTestId('looks-like')).toHaveText('Looks like: Plastic bottle');
  await saveScreenshot(page, 'scan-sending-en-desktop', { fullPage: false });

  await page.getByTestId('scan-pause').click();
  await expect(status).toHaveText('Paused: nothing is being sent');
  await expect.poll(() => vision.aborted.length).toBe(1);
  const waiting = await progressOf(page);
  expect(waiting).toBeGreaterThan(0);
  expect(waiting).toBeLessThan(100);
  // While paused nothing goes out, the bar holds, and the scan does not move on.
  await page.waitForTimeout(1000);
  expect(vision.requests).toHaveLength(1);
  expect(await progressOf(page)).toBe(waiting);
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('scan-resume').click();
  await expect.poll(() => vision.requests.length).toBe(2);
  await expect(status).toHaveText('Sending your photo to the vision service');
  vision.answer();
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'both');
  expect(vision.aborted).toHaveLength(1);
});

test('Cancel aborts what the scan has out: the photo sent for labels, then the question to the AI service', async ({
  page,
}) => {
  await useLanguage(page, 'es');
  // The first photo's request is held; the second scan's is answered at once.
  const vision = await heldStandIn(page, VISION_ANNOTATE_URL, PLASTIC_BOTTLE, (n) => n === 1);
  const ai = await heldStandIn(page, AI_CHAT_URL, AI_REFUSES);
  await openScanner(page);

  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.getByTestId('scan-status')).toHaveText('Enviando tu foto al servicio de visión');
  // The panel names the step as it starts, before the photo is encoded and out: only a request that
  // has left can be aborted.
  await expect.poll(() => vision.requests.length).toBe(1);
  await page.getByTestId('scan-cancel').click();
  await expect.poll(() => vision.aborted.length).toBe(1);
  await expect(page.getByTestId('loading-panel')).toHaveCount(0);

  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.getByTestId('scan-status')).toHaveText('Pidiendo consejo al servicio de IA');
  await expect.poll(() => ai.requests.length).toBe(1);
  await page.getByTestId('scan-cancel').click();
  await expect.poll(() => ai.aborted.length).toBe(1);
  await expect(page.getByTestId('loading-panel')).toHaveCount(0);
  ai.answer();
  await page.goto('/results');
  await expect(page).toHaveURL(/\/$/);
  expect(vision.requests).toHaveLength(2);
});

test('Retry after a failure sends the photo again and ends on the results', async ({ page }) => {
  await aiStandIn(page, () => AI_REFUSES);
  const vision = await heldStandIn(page, VISION_ANNOTATE_URL, PLASTIC_BOTTLE, () => false);
  let failFirst = true;
  // The analysis cannot load its knowledge base the first time: the catch-all message.
  await page.route(/\/assets\/knowledge-[^/]+\.js$/, (route) =>
    failFirst ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await openScanner(page);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.getByTestId('identify-error')).toHaveAttribute('data-error', 'failed', { timeout: SCAN_TIMEOUT });
  expect(vision.requests).toHaveLength(1);
  failFirst = false;
  await page.getByTestId('scan-retry').click();
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  expect(vision.requests).toHaveLength(2);
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'both');
});
