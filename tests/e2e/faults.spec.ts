// Faults the built on-device app meets in the field, end to end: the browser's location failing, the
// model's weights not loading, and the device's storage full. Each ends in the spec's message or a
// fallback, never a blank screen, and loses nothing already saved. Counted in the hardening report.
import { expect, type Page, test } from '@playwright/test';

import { registerFreshAccount, trashnetPhoto } from './helpers';

const MANUAL_CITY_PROMPT =
  'Unable to access your location. Please enable location services or enter your city manually.';

/** Replaces the browser's geolocation with one that fails with the given PositionError code. */
async function failingGeolocation(page: Page, code: 1 | 2 | 3) {
  await page.context().grantPermissions(['geolocation']);
  await page.addInitScript((errorCode) => {
    navigator.geolocation.getCurrentPosition = (_ok, fail) => {
      // Later, as a browser answers: a timeout after its 5 s, here shortened.
      setTimeout(
        () =>
          fail?.({
            code: errorCode,
            message: '',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError),
        300,
      );
    };
  }, code);
}

test.describe('hardening: geolocation', () => {
  for (const [code, message] of [
    [3, 'The request to get user location timed out'],
    [2, 'Location information is unavailable'],
  ] as const) {
    test(`"${message}": the spec message, the manual city, and the page goes on working`, async ({ page }) => {
      await failingGeolocation(page, code);
      await page.goto('/community');
      const location = page.getByTestId('community-location');
      // Permission is granted, so the page asks on load.
      await expect(location).toContainText(message);
      await expect(location).toContainText(MANUAL_CITY_PROMPT);
      await location.getByRole('combobox', { name: 'Your city' }).fill('Austin');
      await location.getByRole('button', { name: 'Use this city' }).click();
      await expect(location).toContainText('Austin');
      await expect(page.locator('main h1')).toBeVisible();
    });
  }
});

test.describe('hardening: on-device model', () => {
  test('weights that fail to download: the model reports it could not start, and the scanner stays usable', async ({
    page,
  }) => {
    await page.route(/\/models\/mobilenet_v2_1\.0_224\/group1-shard1of1\.bin$/, (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await page.goto('/');
    await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'failed', { timeout: 30_000 });
    await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
    await expect(page.getByTestId('identify-error')).toHaveAttribute('data-error', 'modelUnavailable');
    await expect(page.getByTestId('photo-input')).toBeEnabled();
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('weights that are not weights (a damaged model file): the same clear failure', async ({ page }) => {
    await page.route(/\/models\/mobilenet_v2_1\.0_224\/model\.json$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"modelTopology": ' }),
    );
    await page.goto('/');
    await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'failed', { timeout: 30_000 });
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test.describe('hardening: storage quota', () => {
  test('with the device storage full, saving a tip says it failed, and the account and what was saved survive', async ({
    page,
  }) => {
    await registerFreshAccount(page);
    await page.goto('/community');
    await expect(page.locator('main h1')).toBeVisible();
    // From now on every IndexedDB write is refused as a full disk refuses it.
    await page.evaluate(() => {
      const full = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = full;
      IDBObjectStore.prototype.add = full;
    });
    await page.getByRole('button', { name: 'Add a Local Tip' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Item type').fill('Glass jars');
    await dialog.getByLabel('Location').fill('Austin');
    await dialog.getByLabel('Instructions').fill('Rinse and take the lid off.');
    await dialog.getByRole('button', { name: 'Share tip' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    // What was typed is still there to try again.
    await expect(dialog.getByLabel('Instructions')).toHaveValue('Rinse and take the lid off.');

    // A reload (storage working again): still signed in, nothing lost, and the tip was not half-saved.
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('sign-out')).toBeAttached();
    await expect(page.getByText('Rinse and take the lid off.')).toHaveCount(0);
  });
});
