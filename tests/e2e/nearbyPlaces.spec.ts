// Nearby places, named and typed, in the regions the shared data covers (issue 33): with the browser's
// position in Málaga (OpenStreetMap's containers), Singapore (the NEA's e-waste points) and Sault Ste.
// Marie (the city's places, which have street addresses and no coordinates), each row says what the
// place is (data-type) and what it takes (data-accepts, chips in the person's language), and the places
// that take the item come first. In English on a desktop and in Arabic on a phone.
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

import { haversineMiles } from '../../src/domain/geo/distance';
import { chooseTypedItem, LANGUAGE_VIEWS, type LanguageView, saveScreenshot, standAt, useLanguage } from './helpers';

const MALAGA = { latitude: 36.72, longitude: -4.42 };
const SINGAPORE = { latitude: 1.3, longitude: 103.85 };
const SAULT_STE_MARIE = { latitude: 46.52, longitude: -84.35 };
const METRES_PER_MILE = 1609.344;

/** The result for an item named on /search, where the browser says the person is, and its nearby card when done. */
async function nearbyFor(
  page: Page,
  context: BrowserContext,
  view: LanguageView,
  position: typeof MALAGA,
  query: string,
  item: string,
): Promise<Locator> {
  await standAt(page, context, position, view);
  await chooseTypedItem(page, query, item);
  const card = page.getByTestId('nearby-card');
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return card;
}

/** How far a row's place is from the position, from the point its map link searches for. */
async function metresAway(row: Locator, from: typeof MALAGA): Promise<number> {
  const href = (await row.getByRole('link', { name: /maps|الخرائط/ }).getAttribute('href'))!;
  const [latitude, longitude] = new URL(href).searchParams.get('query')!.split(',').map(Number);
  return haversineMiles(from.latitude, from.longitude, latitude!, longitude!) * METRES_PER_MILE;
}

const accepts = (row: Locator) => row.getAttribute('data-accepts').then((value) => value!.split(' '));

async function showCard(page: Page, name: string): Promise<void> {
  await page.getByTestId('nearby-card').scrollIntoViewIfNeeded();
  await saveScreenshot(page, `nearby-${name}`, { fullPage: false });
}

for (const view of LANGUAGE_VIEWS) {
  test.describe(`nearby places (${view.name})`, () => {
    test('in Málaga, named and typed containers within 300 m, the glass one first for a glass bottle', async ({
      page,
      context,
    }) => {
      await useLanguage(page, view.language);
      const card = await nearbyFor(page, context, view, MALAGA, 'glass bottle', 'glass-bottle');
      const rows = card.getByTestId('nearby-place');
      await expect(rows).toHaveCount(3);
      for (const row of await rows.all()) {
        await expect(row).toHaveAttribute('data-type', 'container');
        await expect(row.locator('strong')).not.toHaveText('');
        expect(await metresAway(row, MALAGA)).toBeLessThanOrEqual(300);
      }
      expect(await accepts(rows.first())).toContain('glass');
      // The nearest corner's containers are one place, named by the one the bottle goes in.
      await expect(rows.first().locator('strong')).toHaveText(
        view.language === 'ar' ? 'حاوية الزجاج' : 'Glass container',
      );
      await expect(rows.first().getByTestId('facility-material').first()).toBeVisible();
      await expect(card.getByTestId('nearby-sources')).toContainText('© OpenStreetMap contributors');
      // The street corner is in Málaga: the card does not say so again.
      await expect(rows.first()).not.toContainText('Málaga');
      await showCard(page, `malaga-glass-${view.name}`);
    });

    test("in Málaga, a battery's list leads with battery points", async ({ page, context }) => {
      await useLanguage(page, view.language);
      const card = await nearbyFor(page, context, view, MALAGA, 'battery', 'battery');
      await expect(page.getByTestId('verdict')).toHaveAttribute('data-stream', 'hazardous');
      const first = card.getByTestId('nearby-place').first();
      await expect(first).toHaveAttribute('data-accepts', /\bbattery\b/);
      await expect(first).toHaveAttribute('data-type', 'container');
      await expect(first.locator('strong')).toHaveText(
        view.language === 'ar' ? 'نقطة تجميع البطاريات' : 'Battery collection point',
      );
      await expect(first.getByTestId('facility-material').first()).toHaveText(
        view.language === 'ar' ? 'بطارية' : 'Battery',
      );
      await showCard(page, `malaga-battery-${view.name}`);
    });

    test("in Singapore, a phone is e-waste for a drop-off, and the NEA's points are listed", async ({
      page,
      context,
    }) => {
      await useLanguage(page, view.language);
      const card = await nearbyFor(page, context, view, SINGAPORE, 'mobile phone', 'mobile-phone');
      const verdict = page.getByTestId('verdict');
      await expect(verdict).toHaveAttribute('data-stream', 'drop-off');
      await expect(verdict).toHaveAttribute('data-bin-colour', 'none');
      const rows = card.getByTestId('nearby-place');
      await expect(rows).toHaveCount(3);
      for (const row of await rows.all()) {
        expect(await accepts(row)).toContain('e-waste');
        await expect(row.getByTestId('nearby-place-where')).toContainText(/Singapore \d{6}/);
      }
      await expect(rows.first()).toContainText('NANYANG ACADEMY OF FINE ARTS');
      await expect(card.getByTestId('nearby-sources')).toContainText(
        "Contains information from the National Environment Agency's E-waste Recycling collection points",
      );
      await showCard(page, `singapore-phone-${view.name}`);
    });

    test("in Sault Ste. Marie, a battery goes to the city's depot, and the card names the city's places that take it, by street, with no distance", async ({
      page,
      context,
    }) => {
      await useLanguage(page, view.language);
      const card = await nearbyFor(page, context, view, SAULT_STE_MARIE, 'battery', 'battery');
      const verdict = page.getByTestId('verdict');
      await expect(verdict).toHaveAttribute('data-pack', 'ca-sault-ste-marie');
      await expect(verdict).toHaveAttribute('data-stream', 'hazardous');
      await expect(verdict).toHaveAttribute('data-bin-colour', 'none');
      await expect(verdict).toContainText('Household Hazardous Waste Depot');
      const city = card.getByTestId('nearby-city-places');
      await expect(city.getByRole('heading')).toContainText('Sault Ste. Marie');
      const rows = city.getByTestId('nearby-place');
      await expect(rows).toHaveCount(5);
      for (const row of await rows.all()) {
        await expect(row).toHaveAttribute('data-accepts', /\bbattery\b/);
        await expect(row.getByTestId('nearby-place-distance')).toHaveCount(0);
      }
      const staples = rows.filter({ hasText: 'Staples' });
      await expect(staples).toHaveAttribute('data-type', 'shop');
      await expect(staples.getByTestId('nearby-place-where')).toContainText('345 Great Northern Road');
      await expect(rows.filter({ hasText: 'Household Hazardous Waste Depot' })).toHaveAttribute('data-type', 'centre');
      // Nothing near a made-up point: the city's table gives no coordinates.
      await expect(card.locator('[data-testid="nearby-place"]:not([data-testid="nearby-city-places"] *)')).toHaveCount(
        0,
      );
      await expect(card.getByTestId('nearby-sources')).toContainText('The Corporation of the City of Sault Ste. Marie');
      await showCard(page, `sault-battery-${view.name}`);
    });
  });
}
