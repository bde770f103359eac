// The live viewfinder in the dark: a frame dark all over is not read, as a photo is not (badInput.spec.ts),
// so the viewfinder says so instead of naming a guess. The fake camera (liveCamera.ts) plays the bottle
// with the light off, then lit, in a loop.
import { expect } from '@playwright/test';

import { expectModelReady, PHONE, saveScreenshot, SCAN_TIMEOUT } from './helpers';
import { BOTTLE, openCamera, SCENE_SECONDS, settledItems, test } from './liveCamera';

// The bottle with the light off (6% of its light, as the dark photo of badInput.spec.ts), then lit.
// An array given to test.use is read as [value, options]: the scenes go in one.
test.use({
  cameraScenes: [
    [
      { photo: BOTTLE, seconds: 6, light: 0.06 },
      { photo: BOTTLE, seconds: SCENE_SECONDS },
    ],
    { scope: 'worker' },
  ],
});

test('says it is too dark rather than guess, names the bottle once it is lit, and "Use this" in the dark says the photo is too dark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectModelReady(page);
  const shown = await openCamera(page);
  const status = page.getByTestId('live-status');
  const loop = { timeout: (6 + SCENE_SECONDS) * 2_000 };
  await expect(page.getByTestId('live-answer')).toHaveAttribute('data-item', 'plastic-bottle', loop);
  await expect(status).toHaveAttribute('data-why', 'dark', loop);
  await expect(status).toHaveText('Too dark to see it. Add some light');
  await saveScreenshot(page, 'live-view-dark-en-phone', { fullPage: false });

  const seen = await shown();
  // Lit, the bottle; in the dark, no answer at all: not the bottle kept, and no guess.
  expect(settledItems(seen)).toEqual(['plastic-bottle']);
  const settledAt = seen.findIndex((s) => s.state === 'settled');
  expect(seen.slice(settledAt).at(-1)).toMatchObject({ state: 'unsure', why: 'dark' });

  // The frame in the dark goes to the photo's flow, which says it is too dark and offers the search.
  await page.getByTestId('live-use').click();
  const error = page.getByTestId('identify-error');
  await expect(error).toHaveAttribute('data-error', 'tooDark', { timeout: SCAN_TIMEOUT });
  await expect(error.getByTestId('item-search')).toBeVisible();
});
