import { expect, type Page, test } from '@playwright/test';

import {
  addTipButton,
  dialog,
  localTips,
  location,
  NO_LOCAL_TIPS,
  recentCount,
  titles,
  typeCity,
} from './communityPage';
import { DESKTOP, PHONE, registerFreshAccount, saveScreenshot, useLanguage } from './helpers';

// The community screen's location card and local tips in real Chromium, in English, in Arabic and on a
// phone, with browser geolocation driven through Playwright.
const NO_CITY = 'Location not detected. Please enable location access for personalized tips.';
const ARABIC_CITY_FORM = { label: 'مدينتك', button: 'استخدم هذه المدينة' };

/** Calls to navigator.geolocation.getCurrentPosition, counted before the app starts. */
async function countLocationRequests(page: Page) {
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const original = geolocation.getCurrentPosition.bind(geolocation);
    (window as unknown as { locationRequests: number }).locationRequests = 0;
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { locationRequests: number }).locationRequests += 1;
      original(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { locationRequests: number }).locationRequests);
}

test.describe('location and local tips', () => {
  test('without a city: the spec text, all areas, the first two tips; a typed city filters them', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const requests = await countLocationRequests(page);
    await page.goto('/community');
    await expect(page.locator('h1')).toHaveText('Community Recycling Tips');
    await expect(location(page)).toContainText(NO_CITY);
    await expect(titles(localTips(page))).toHaveText(['Coffee Cups', 'Batteries']);
    await expect(localTips(page).getByRole('heading', { level: 2 })).toHaveText('Local tips');
    // Nobody was asked for their position on page load.
    expect(await requests()).toBe(0);
    await saveScreenshot(page, 'community-page-en-desktop');

    // The on-device place list suggests places as the person types.
    await location(page).getByLabel('Your city').pressSequentially('Seat');
    await expect(location(page).locator('datalist option').first()).toHaveAttribute(
      'value',
      'Seattle, Washington, United States',
    );
    await location(page).getByLabel('Your city').fill('Seattle, Washington, United States');
    await location(page).getByRole('button', { name: 'Use this city' }).click();
    await expect(location(page).locator('.community-location__city')).toHaveText('Seattle');
    await expect(location(page)).toContainText('Coordinates: 47.6062, -122.3321');
    await expect(location(page)).not.toContainText(NO_CITY);
    await expect(localTips(page).getByRole('heading', { level: 2 })).toHaveText('Local tips for Seattle');
    await expect(titles(localTips(page))).toHaveText(['Pizza Boxes']);
    // Focus lands on the chosen city, not on the page body.
    await expect(location(page).locator('.community-location__summary')).toBeFocused();
    expect(await requests()).toBe(0);

    await location(page).getByRole('button', { name: 'Change city' }).click();
    await typeCity(page, 'paris');
    await expect(location(page).locator('.community-location__city')).toHaveText('Paris');
    await expect(localTips(page)).toContainText(NO_LOCAL_TIPS);
    await expect(titles(localTips(page))).toHaveCount(0);
    // Recent submissions list every tip whatever the city.
    await expect(recentCount(page)).toHaveText('Showing 4 of 5 tips');

    await location(page).getByRole('button', { name: 'Change city' }).click();
    // Not a place name the list knows exactly ("New York City" is): kept as typed, and still a match.
    await typeCity(page, 'new york');
    await expect(location(page).locator('.community-location__city')).toHaveText('new york');
    await expect(location(page)).not.toContainText('Coordinates');
    await expect(titles(localTips(page))).toHaveText(['Batteries']);

    // The city given is the person's after a reload too, still without asking for the position.
    await page.reload();
    await expect(location(page).locator('.community-location__city')).toHaveText('new york');
    await expect(titles(localTips(page))).toHaveText(['Batteries']);
    expect(await requests()).toBe(0);
  });

  test('with location access already allowed, the city and its coordinates are detected on load', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 37.774929, longitude: -122.419416 });
    await page.goto('/community');
    await expect(location(page).locator('.community-location__city')).toHaveText('San Francisco');
    await expect(location(page)).toContainText('Coordinates: 37.7749, -122.4194');
    await expect(titles(localTips(page))).toHaveText(['Coffee Cups']);
    await expect(location(page).getByLabel('Your city')).toHaveCount(0);
  });

  test('"Use my location" asks only when pressed, and a refusal says so and offers the manual city', async ({
    page,
  }) => {
    const requests = await countLocationRequests(page);
    await page.goto('/community');
    await expect(titles(localTips(page))).toHaveCount(2);
    expect(await requests()).toBe(0);
    // Headless Chromium refuses a site that has no geolocation permission.
    await location(page).getByRole('button', { name: 'Use my location' }).click();
    await expect(location(page)).toContainText('User denied the request for geolocation');
    await expect(location(page)).toContainText(
      'Unable to access your location. Please enable location services or enter your city manually.',
    );
    await expect(location(page)).toContainText(NO_CITY);
    expect(await requests()).toBe(1);
    await typeCity(page, 'Austin');
    await expect(titles(localTips(page))).toHaveText(['Plastic Bags']);
  });
});

test.describe('in Arabic', () => {
  test('the page and the form mirror, with the sample tips translated', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, 'ar');
    await registerFreshAccount(page);
    await page.goto('/community');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toHaveText('نصائح المجتمع لإعادة التدوير');
    await expect(location(page)).toContainText('لم يُكتشف الموقع. يُرجى تفعيل الوصول إلى الموقع للحصول على نصائح مخصّصة.');
    await expect(titles(localTips(page))).toHaveText(['أكواب القهوة', 'البطاريات']);
    await expect(recentCount(page)).toHaveText('عرض 4 من أصل 5 نصيحة');
    // The location card starts at the right edge, as Arabic reads.
    const box = (await location(page).locator('.community-location__icon').boundingBox())!;
    expect(box.x).toBeGreaterThan(DESKTOP.width / 2);
    await saveScreenshot(page, 'community-page-ar-desktop');

    await page.getByRole('button', { name: 'أضف نصيحة محلية' }).click();
    await dialog(page).getByRole('button', { name: 'شارك النصيحة' }).click();
    await expect(dialog(page).getByText('يُرجى إدخال نوع الغرض.')).toBeVisible();
    await expect(dialog(page).getByText('يُرجى إدخال الموقع.')).toBeVisible();
    await expect(dialog(page).getByText('يُرجى إدخال التعليمات.')).toBeVisible();
    await saveScreenshot(page, 'community-add-tip-errors-ar-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'community-add-tip-errors-ar-phone', { fullPage: false });
    await page.keyboard.press('Escape');

    await typeCity(page, 'سياتل', ARABIC_CITY_FORM);
    await expect(location(page)).toContainText('سياتل');
    await expect(localTips(page)).toContainText('لا توجد نصائح محلية لمنطقتك بعد. كن أول من يضيف واحدة!');
    await location(page).getByRole('button', { name: 'غيّر المدينة' }).click();
    await typeCity(page, 'Seattle', ARABIC_CITY_FORM);
    await expect(titles(localTips(page))).toHaveText(['علب البيتزا']);
    await expect(page.locator('body')).toHaveJSProperty('scrollWidth', PHONE.width);
    await saveScreenshot(page, 'community-page-ar-phone');
  });
});

test('phone layout in English: nothing overflows, and the dialog fits', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerFreshAccount(page);
  await page.goto('/community');
  await typeCity(page, 'San Francisco');
  await expect(titles(localTips(page))).toHaveText(['Coffee Cups']);
  await expect(page.locator('body')).toHaveJSProperty('scrollWidth', PHONE.width);
  await saveScreenshot(page, 'community-page-en-phone');
  await addTipButton(page).click();
  const box = (await dialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expect(dialog(page).getByLabel('Location')).toHaveValue('San Francisco');
  await saveScreenshot(page, 'community-add-tip-en-phone', { fullPage: false });
});
