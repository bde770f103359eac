// The rough edges a new user hit (issue 18, item 4): the city can be changed after it is set, nearby
// places are one row per place and say what they take, the "enable location" text comes with a button
// that asks, each route names itself in the tab, Take Action says it once, and numbers read naturally
// in the person's language (Arabic included).
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

import {
  chooseTypedItem,
  DESKTOP,
  expectModelReady,
  PHONE,
  registerAndScanBottle,
  saveScreenshot,
  scanToResults,
  trashnetPhoto,
  useLanguage,
} from './helpers';

const PRAGUE = { latitude: 50.088, longitude: 14.4208 };

async function scanBottleIn(page: Page, context: BrowserContext, position: typeof PRAGUE | null): Promise<void> {
  if (position) {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(position);
  }
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
}

test.describe('the city on /results', () => {
  test('a detected city can be changed, and the verdict and nearby places follow the new one', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await scanBottleIn(page, context, PRAGUE);
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-pack', 'cz');
    await expect(page.getByTestId('result-city')).toContainText('Prague');
    await expect(page.getByTestId('verdict-set-city')).toHaveCount(0);

    await page.getByTestId('change-city').click();
    await expect(verdict.getByRole('combobox')).toBeFocused();
    await verdict.getByRole('combobox').fill('Toronto');
    await verdict.getByRole('button', { name: 'Use this city' }).click();
    await expect(verdict).toHaveAttribute('data-pack', 'ca-toronto');
    await expect(page.getByTestId('result-city')).toContainText('Toronto');
    await expect(page.getByTestId('change-city')).toBeFocused();
    await expect(page.getByTestId('result-refreshing')).toHaveCount(0);
    // Toronto has no points in the on-device lists: the nearby card follows the new place.
    await expect(page.getByTestId('nearby-place')).toHaveCount(0);
    await saveScreenshot(page, 'rough-edges-city-changed-en-phone');
  });

  test('/community offers to change a detected city', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 37.774929, longitude: -122.419416 });
    await page.goto('/community');
    const panel = page.getByTestId('community-location');
    await expect(panel.locator('.community-location__city')).toHaveText('San Francisco');
    await panel.getByTestId('change-city').click();
    await panel.getByRole('combobox').fill('Austin');
    await panel.getByRole('button', { name: 'Use this city' }).click();
    await expect(panel.locator('.community-location__city')).toHaveText('Austin');
  });
});

test.describe('nearby places', () => {
  for (const [language, size] of [
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as const) {
    test(`in Prague, one row per place, each saying what it takes and which way it lies (${language})`, async ({
      page,
      context,
    }) => {
      await useLanguage(page, language);
      await page.setViewportSize(size);
      await scanBottleIn(page, context, PRAGUE);
      const rows = page.getByTestId('nearby-place');
      await expect(rows).toHaveCount(3);
      const texts = await rows.allInnerTexts();
      expect(new Set(texts).size, texts.join('\n---\n')).toBe(3);
      for (const row of await rows.all()) {
        await expect(row.getByTestId('facility-material').first()).toBeVisible();
        await expect(row.getByTestId('facility-direction')).toBeVisible();
      }
      // The bottle's corner first, named by the container the bottle goes in, its material first.
      await expect(rows.first()).toHaveAttribute('data-type', 'container');
      await expect(rows.first()).toHaveAttribute('data-accepts', /\bplastic\b/);
      if (language === 'ar') {
        await expect(rows.first().getByTestId('facility-material').first()).toHaveText('بلاستيك');
        await expect(rows.first()).toContainText('حاوية العبوات');
      } else {
        await expect(rows.first().getByTestId('facility-material').first()).toHaveText('Plastic');
        await expect(rows.first()).toContainText('Packaging container');
      }
      await page.getByTestId('nearby-card').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `rough-edges-nearby-${language}`, { fullPage: false });
    });
  }

  test('"Enable location access" comes with a button: a refusal says so and offers the typed city, which places the person', async ({
    page,
    context,
  }) => {
    await scanBottleIn(page, context, null);
    const card = page.getByTestId('nearby-card');
    await expect(card.getByTestId('nearby-no-city')).toHaveText(
      'Enable location access to see nearby recycling centers',
    );
    // Headless Chromium refuses a site that has no geolocation permission.
    await card.getByTestId('nearby-locate').click();
    await expect(card.getByTestId('nearby-locate-failed')).toHaveText('User denied the request for geolocation');
    // The button gave way to a spinner meanwhile: back, it has the focus again, not the page body.
    await expect(card.getByTestId('nearby-locate')).toBeFocused();
    await expect(card).toContainText(
      'Unable to access your location. Please enable location services or enter your city manually.',
    );
    await expect(card.getByRole('combobox')).toBeVisible();
    // The typed city places the person: the form goes, and the focus with it to the card's heading.
    await card.getByRole('combobox').fill('Toronto');
    await card.getByRole('button', { name: 'Use this city' }).click();
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-pack', 'ca-toronto');
    await expect(card.getByRole('combobox')).toHaveCount(0);
    await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  });

  test('the button asks the browser, and on success the result follows the new place', async ({ page, context }) => {
    await scanBottleIn(page, context, null);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-pack', 'generic');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PRAGUE);
    await page.getByTestId('nearby-locate').click();
    await expect(page.getByTestId('nearby-place')).toHaveCount(3);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-pack', 'cz');
    await expect(page.getByTestId('result-city')).toContainText('Prague');
    // The button went with the question of where: the focus is on the card's heading, above its places.
    await expect(page.getByTestId('nearby-card').getByRole('heading', { level: 2 })).toBeFocused();
  });
});

test('each route names itself in the tab, in the language, and follows a language change', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('RecycleSmart');
  await page.goto('/community');
  await expect(page).toHaveTitle('Community · RecycleSmart');
  await page.goto('/education/composting');
  await expect(page).toHaveTitle('Composting at Home · RecycleSmart');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page Not Found · RecycleSmart');
  await scanBottleIn(page, context, null);
  await expect(page).toHaveTitle('Scan results · RecycleSmart');
  await page.getByTestId('language-picker').selectOption('ar');
  await expect(page).toHaveTitle('نتائج الفحص · RecycleSmart');
});

test("Take Action's success message appears once", async ({ page }) => {
  await registerAndScanBottle(page);
  await page.getByTestId('take-action').locator('[data-action="recycled"]').click();
  const success = 'Successfully marked as recycled! Your environmental impact is growing.';
  await expect(page.getByTestId('action-done')).toHaveText(success);
  // The inline status stays; give a toast the time it would take to appear.
  await page.waitForTimeout(1000);
  await expect(page.getByText(success)).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('general waste shows no saving and shares none: nothing is recovered from it', async ({ page }) => {
  await chooseTypedItem(page, 'snack packet', 'snack-packet');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-stream', 'landfill');
  const impact = page.getByTestId('impact-card');
  await expect(impact.getByTestId('impact-withheld')).toHaveAttribute('data-withheld', 'thrownAway');
  await expect(impact.getByTestId('impact-co2')).toHaveCount(0);
  await expect(page.getByTestId('share-message')).toHaveText(
    'Just sorted with RecycleSmart: Snack packet. Find out where your waste goes!',
  );
});

test.describe('numbers read naturally', () => {
  test('the share text says "2,500 kg" and "100,000 L"', async ({ page, context }) => {
    await scanBottleIn(page, context, null);
    await expect(page.getByTestId('share-message')).toHaveText(
      'Just sorted with RecycleSmart: Plastic bottle. If 10,000 people did the same, we would save 2,500 kg of CO2 and 100,000 L of water!',
    );
  });

  test('in Arabic, the home banner, the impact card and the share text name their units in Arabic', async ({
    page,
    context,
  }) => {
    await useLanguage(page, 'ar');
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const banner = page.locator('.home__impact-figures');
    await expect(page.getByTestId('impact-figure-items').locator('dd')).toHaveText('+2.5 مليون');
    await expect(page.getByTestId('impact-figure-tons').locator('dd')).toHaveText('+750 ألف');
    expect(await banner.innerText()).not.toMatch(/[A-Za-z]/);
    // On the narrowest phones too, the figures fit their columns: the page does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const figure of await banner.locator('dd').all()) {
      const box = await figure.evaluate((dd) => ({ content: dd.scrollWidth, room: dd.clientWidth }));
      expect(box.content).toBeLessThanOrEqual(box.room);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'rough-edges-home-impact-ar-phone');
    await scanBottleIn(page, context, null);
    await expect(page.getByTestId('impact-co2').locator('dd')).toContainText('كغم');
    expect(await page.getByTestId('impact-card').locator('dd').allInnerTexts()).not.toContainEqual(
      expect.stringMatching(/[A-Za-z]/),
    );
    await expect(page.getByTestId('share-message')).toContainText('2,500 كغم');
    await expect(page.getByTestId('share-message')).toContainText('100,000 لتر');
  });
});

test('community upvote buttons are named starting with their visible count', async ({ page }) => {
  await page.goto('/community');
  const upvote = page.getByTestId('tip-card').filter({ hasText: 'Coffee Cups' }).first().getByTestId('upvote');
  await expect(upvote).toHaveText(/^45/);
  await expect(upvote).toHaveAccessibleName('45 upvotes: upvote the tip on Coffee Cups');
});
