// "Point and know": the camera's live viewfinder names the item and its bin while it is held up. The
// camera is Chromium's fake one (liveCamera.ts), playing a bottle, then a potato, each held still for a
// few seconds, in a loop. A battery has no photo set:
// as in taught.spec.ts, the person teaches the app that the potato is one, and the viewfinder then
// reads it as a battery through the same recall as a photo.
import { expect } from '@playwright/test';

import {
  chooseAnswer,
  DESKTOP,
  expectModelReady,
  PHONE,
  saveScreenshot,
  SCAN_TIMEOUT,
  scanToResults,
  useLanguage,
} from './helpers';
import { openCamera, POTATO, SCENE_SECONDS, settledItems, test } from './liveCamera';

const LAYOUTS = [
  { language: 'en', width: 'desktop', viewport: DESKTOP, name: 'Plastic bottle' },
  { language: 'ar', width: 'phone', viewport: PHONE, name: 'زجاجة بلاستيكية' },
] as const;

for (const { language, width, viewport, name } of LAYOUTS) {
  test(`settles on the bottle held up, and "Use this" opens its results with the same verdict, by keyboard (${language}, ${width})`, async ({
    page,
  }) => {
    if (language !== 'en') await useLanguage(page, language);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectModelReady(page);
    const shown = await openCamera(page);

    const view = page.getByTestId('live-view');
    const answer = page.getByTestId('live-answer');
    await expect(view).toHaveAttribute('data-state', 'settled');
    await expect(answer).toHaveAttribute('data-item', 'plastic-bottle');
    await expect(answer).toContainText(name);
    await expect(page.getByTestId('live-announcement')).toContainText(name);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Frames before it said it: it looked first, never settling on another answer on the way.
    const before = await shown();
    expect(before.map((s) => s.state)).toContain('looking');
    expect(settledItems(before)).toEqual(['plastic-bottle']);
    await saveScreenshot(page, `live-view-bottle-${language}-${width}`, { fullPage: false });

    const verdict = {
      item: await answer.getAttribute('data-item'),
      stream: await answer.getAttribute('data-stream'),
      colour: await answer.getAttribute('data-bin-colour'),
      pack: await answer.getAttribute('data-pack'),
    };
    expect(verdict).toEqual({
      item: 'plastic-bottle',
      stream: 'recycling',
      colour: expect.any(String),
      pack: 'generic',
    });
    const use = page.getByTestId('live-use');
    for (let stop = 0; stop < 10 && !(await use.evaluate((el) => el === document.activeElement)); stop++)
      await page.keyboard.press('Tab');
    await expect(use).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
    await expect(page.getByTestId('item-label')).toHaveAttribute('data-item', verdict.item!);
    const results = page.getByTestId('verdict');
    await expect(results).toHaveAttribute('data-stream', verdict.stream!);
    await expect(results).toHaveAttribute('data-bin-colour', verdict.colour!);
    await expect(results).toHaveAttribute('data-pack', verdict.pack!);
    // The frame itself is the result's photo, as a still photo's is.
    await expect(page.getByTestId('result-photo')).toBeVisible();
    await expect(page.getByTestId('change-answer')).toBeVisible();
  });
}

test('a battery is named as soon as it is held up and never shown in a household bin; the answer follows the scene both ways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, POTATO);
  await chooseAnswer(page, 'battery');
  await expect(page.getByTestId('item-label')).toHaveAttribute('data-stream', 'hazardous');

  await page.goto('/');
  await expectModelReady(page);
  const shown = await openCamera(page);
  const answer = page.getByTestId('live-answer');
  await expect(answer).toHaveAttribute('data-item', 'plastic-bottle');
  await expect(answer).toHaveAttribute('data-item', 'battery', { timeout: SCENE_SECONDS * 2_000 });
  await saveScreenshot(page, 'live-view-battery-en-phone', { fullPage: false });
  await expect(answer).toHaveAttribute('data-item', 'plastic-bottle', { timeout: SCENE_SECONDS * 2_000 });

  const seen = await shown();
  expect(settledItems(seen).slice(0, 3)).toEqual(['plastic-bottle', 'battery', 'plastic-bottle']);
  for (const battery of seen.filter((s) => s.item === 'battery'))
    expect(battery).toMatchObject({ stream: 'hazardous', colour: 'none' });
  // Between the bottle and the battery nothing else settled: at most a moment of "not sure".
  const first = seen.findIndex((s) => s.item === 'battery');
  const lastBottle = seen.slice(0, first).findLastIndex((s) => s.item === 'plastic-bottle');
  expect(seen.slice(lastBottle + 1, first).every((s) => s.state === 'unsure' && s.item === undefined)).toBe(true);
  // Each new answer said once through the polite live region.
  const said = seen.map((s) => s.announced).filter((text, k, all) => text && text !== all[k - 1]);
  expect(said).toHaveLength(settledItems(seen).length);
});

test('pauses while the page is hidden, and stops the camera when the dialog closes', async ({ page }) => {
  // Every camera stream the page opens, to see that closing the dialog ends them.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { cameraStreams: streams });
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  await page.goto('/');
  await expectModelReady(page);
  await openCamera(page);
  const view = page.getByTestId('live-view');
  await expect(view).toHaveAttribute('data-state', 'settled');

  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (value ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  const frames = async () => Number(await view.getAttribute('data-frames'));
  await setHidden(true);
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(page.getByTestId('live-answer')).toHaveCount(0);
  const paused = await frames();
  await page.waitForTimeout(1000);
  // At most the frame that was already in the worker comes back, and it is not counted.
  expect(await frames()).toBe(paused);
  await setHidden(false);
  await expect(view).toHaveAttribute('data-state', 'settled');
  expect(await frames()).toBeGreaterThan(paused);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('camera-dialog')).toBeHidden();
  await expect(page.getByTestId('take-photo')).toBeFocused();
  const tracks = await page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  );
  expect(tracks.length).toBeGreaterThan(0);
  expect(tracks.every((state) => state === 'ended')).toBe(true);
});
