import { expect, test } from '@playwright/test';

import { DESKTOP, PHONE, saveScreenshot, useLanguage } from './helpers';

test('the footer credits GeoNames and OpenStreetMap contributors', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /GeoNames/ })).toHaveAttribute('href', 'https://www.geonames.org/');
  await expect(footer.getByRole('link', { name: /OpenStreetMap contributors/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await footer.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'footer-credits-desktop-en');
});

test('the credits read in Arabic, right to left, on a phone', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /المساهمون في OpenStreetMap/ })).toBeVisible();
  await saveScreenshot(page, 'footer-credits-phone-ar');
});

test('the built app serves the on-device place and facility lists, each source with its licence line', async ({
  request,
}) => {
  const places = await request.get('/data/places.json');
  expect(places.ok()).toBe(true);
  const table = (await places.json()) as { format: string; names: string[] };
  expect(table.format).toBe('recyclesmart-places/1');
  expect(table.names.length).toBeGreaterThan(45_000);
  const index = await request.get('/data/facilities/index.json');
  expect(index.ok()).toBe(true);
  const { files } = (await index.json()) as { files: string[] };
  const credits = await Promise.all(
    files.map(
      async (file) =>
        ((await (await request.get(`/data/facilities/${file}`)).json()) as { attribution: string }).attribution,
    ),
  );
  expect(credits).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/OpenStreetMap contributors/),
      expect.stringMatching(/National Environment Agency/),
      expect.stringMatching(/City of Sault Ste\. Marie/),
    ]),
  );
});
