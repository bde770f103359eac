import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

import {
  DESKTOP,
  fillCredentials,
  freshEmail,
  PASSWORD,
  PHONE,
  registerFreshAccount,
  saveScreenshot,
  useLanguage,
} from './helpers';

// The community screen in real Chromium: the on-device DataStore (IndexedDB) with the spec's five
// sample tips, the on-device geocoder worker, and browser geolocation driven through Playwright.
const NO_CITY = 'Location not detected. Please enable location access for personalized tips.';
const NO_LOCAL_TIPS = 'No local tips available for your area yet. Be the first to add one!';

const location = (page: Page) => page.getByTestId('community-location');
const localTips = (page: Page) => page.getByTestId('local-tips');
const recent = (page: Page) => page.getByTestId('recent-submissions');
const titles = (section: Locator) => section.getByTestId('tip-card').getByRole('heading', { level: 3 });
const recentCount = (page: Page) => recent(page).getByRole('status');
const addTipButton = (page: Page) => page.getByRole('button', { name: 'Add a Local Tip' });
const dialog = (page: Page) => page.getByRole('dialog');
const card = (section: Locator, title: string) =>
  section.getByTestId('tip-card').filter({ has: section.page().getByRole('heading', { name: title, exact: true }) });

async function typeCity(page: Page, city: string, names = { label: 'Your city', button: 'Use this city' }) {
  await location(page).getByLabel(names.label).fill(city);
  await location(page).getByRole('button', { name: names.button }).click();
}
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

const today = () => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());

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

test.describe('adding a tip', () => {
  test('signed out, adding and upvoting ask to sign in, and signing up comes back here', async ({ page }) => {
    await page.goto('/community');
    await addTipButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('Tips are shared under your account, so please sign in to add one.');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(addTipButton(page)).toBeFocused();

    const coffee = card(recent(page), 'Coffee Cups');
    await coffee.getByTestId('upvote').click();
    await expect(dialog(page)).toContainText('Each person can upvote a tip once, so please sign in to upvote.');
    await expect(coffee.getByTestId('upvote-count')).toHaveText('45');
    await dialog(page).getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await fillCredentials(page, freshEmail(), PASSWORD);
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByTestId('sign-out')).toBeVisible();
    await addTipButton(page).click();
    await expect(dialog(page).getByLabel('Item type')).toBeFocused();
  });

  test('keyboard only: open, Escape, open, validation, fill, submit; the tip is kept through a reload', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await registerFreshAccount(page);
    await page.goto('/community');
    await typeCity(page, 'Portland');
    await expect(localTips(page)).toContainText(NO_LOCAL_TIPS);

    await addTipButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Add a Local Tip' })).toBeVisible();
    const itemType = dialog(page).getByLabel('Item type');
    await expect(itemType).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(addTipButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(itemType).toBeFocused();
    // The location comes prefilled with the city.
    await expect(dialog(page).getByLabel('Location')).toHaveValue('Portland');
    await expect(dialog(page).getByLabel('Source (optional)')).toHaveValue('');

    // Tab stays inside the dialog, both ways round.
    const submit = dialog(page).getByRole('button', { name: 'Share tip' });
    const close = dialog(page).getByRole('button', { name: 'Close' });
    for (const name of ['Location', 'Instructions', 'Source (optional)']) {
      await page.keyboard.press('Tab');
      await expect(dialog(page).getByLabel(name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(itemType).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(submit).toBeFocused();

    // Submitting incomplete: a message per missing field, and focus on the first.
    await dialog(page).getByLabel('Location').fill('');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText('Please enter the item type.')).toBeVisible();
    await expect(dialog(page).getByText('Please enter the location.')).toBeVisible();
    await expect(dialog(page).getByText('Please enter the instructions.')).toBeVisible();
    await expect(itemType).toBeFocused();
    await expect(itemType).toHaveAttribute('aria-invalid', 'true');
    await expect(itemType).toHaveAccessibleDescription('Please enter the item type.');
    await saveScreenshot(page, 'community-add-tip-errors-en-desktop', { fullPage: false });

    await page.keyboard.type('Glass jars');
    await expect(dialog(page).getByText('Please enter the item type.')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Portland, OR');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Rinse them and put them in the glass-only bin, not the blue roll cart.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Portland Metro');
    await page.keyboard.press('Enter');

    await expect(dialog(page)).toHaveCount(0);
    await expect(addTipButton(page)).toBeFocused();
    await expect(page.getByText('Thank you! Your tip is now in Recent Submissions.')).toBeVisible();
    await expect(recentCount(page)).toHaveText('Showing 4 of 6 tips');
    const mine = recent(page).getByTestId('tip-card').first();
    await expect(mine.getByRole('heading')).toHaveText('Glass jars');
    await expect(mine).toContainText('Portland, OR');
    await expect(mine).toContainText('Rinse them and put them in the glass-only bin, not the blue roll cart.');
    await expect(mine).toContainText(`Submitted${today()}`);
    await expect(mine).toContainText('SourcePortland Metro');
    await expect(mine).toContainText('Your tip');
    await expect(mine.getByTestId('upvote-count')).toHaveText('0');
    // Now Portland has a local tip: the one just added.
    await expect(titles(localTips(page))).toHaveText(['Glass jars']);
    await mine.getByTestId('upvote').click();
    await expect(mine.getByTestId('upvote-count')).toHaveText('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'community-tip-added-en-desktop');

    // The form starts empty again.
    await addTipButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(itemType).toHaveValue('');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(titles(recent(page)).first()).toHaveText('Glass jars');
    await expect(recent(page).getByTestId('tip-card').first()).toContainText(`Submitted${today()}`);
    await expect(recentCount(page)).toHaveText('Showing 4 of 6 tips');
  });

  test('what was typed survives closing the dialog, and a person writes text, never markup', async ({ page }) => {
    await registerFreshAccount(page);
    await page.goto('/community');
    await addTipButton(page).click();
    const markup = '<img src=x onerror="window.injected=1"><b>Bold</b>';
    await dialog(page).getByLabel('Item type').fill(markup);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await addTipButton(page).click();
    await expect(dialog(page).getByLabel('Item type')).toHaveValue(markup);
    await dialog(page).getByLabel('Location').fill('Denver, CO');
    await dialog(page).getByLabel('Instructions').fill('Line one\nLine <script>two</script>');
    await dialog(page).getByRole('button', { name: 'Share tip' }).click();
    await expect(dialog(page)).toHaveCount(0);

    const mine = recent(page).getByTestId('tip-card').first();
    await expect(mine.getByRole('heading')).toHaveText(markup);
    await expect(mine.locator('img, b, script')).toHaveCount(0);
    await expect(mine.locator('.tip-card__instructions')).toHaveText('Line one\nLine <script>two</script>', {
      useInnerText: true,
    });
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  });
});

test.describe('upvotes and paging', () => {
  test('an upvote counts once per person and survives a reload', async ({ page }) => {
    await registerFreshAccount(page);
    await page.goto('/community');
    const upvote = () => card(recent(page), 'Batteries').getByTestId('upvote');
    await expect(upvote().getByTestId('upvote-count')).toHaveText('37');
    await expect(upvote()).toHaveAttribute('aria-pressed', 'false');
    await expect(upvote()).toHaveAccessibleName('37 upvotes: upvote the tip on Batteries');
    await upvote().click();
    await expect(upvote().getByTestId('upvote-count')).toHaveText('38');
    await expect(upvote()).toHaveAttribute('aria-pressed', 'true');
    // The same tip among the local tips shows the same count.
    await expect(card(localTips(page), 'Batteries').getByTestId('upvote-count')).toHaveText('38');
    // Pressed once and for all (aria-disabled, so only the keyboard or a forced click reaches it).
    await upvote().press('Enter');
    await upvote().click({ force: true });
    await expect(upvote().getByTestId('upvote-count')).toHaveText('38');

    await page.reload();
    await expect(upvote().getByTestId('upvote-count')).toHaveText('38');
    await expect(upvote()).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('sign-out')).toHaveCount(0);
    await registerFreshAccount(page);
    await page.goto('/community');
    await expect(upvote()).toHaveAttribute('aria-pressed', 'false');
    await upvote().click();
    await expect(upvote().getByTestId('upvote-count')).toHaveText('39');
  });

  test('load more shows the next page and moves focus to it', async ({ page }) => {
    await page.goto('/community');
    await expect(recentCount(page)).toHaveText('Showing 4 of 5 tips');
    await expect(titles(recent(page))).toHaveText(['Coffee Cups', 'Batteries', 'Plastic Bags', 'Pizza Boxes']);
    await expect(recent(page).getByTestId('tip-card').first()).toContainText('SubmittedOct 14, 2026');
    await expect(recent(page).getByTestId('tip-card').first()).toContainText('SourceRecology San Francisco');
    await recent(page).getByRole('button', { name: 'Load more' }).click();
    await expect(recentCount(page)).toHaveText('Showing 5 of 5 tips');
    await expect(titles(recent(page))).toHaveText([
      'Coffee Cups',
      'Batteries',
      'Plastic Bags',
      'Pizza Boxes',
      'Styrofoam',
    ]);
    await expect(recent(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(card(recent(page), 'Styrofoam')).toBeFocused();
    await expect(card(recent(page), 'Styrofoam').getByTestId('upvote-count')).toHaveText('18');
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

test.describe('accessibility', () => {
  for (const language of ['en', 'ar']) {
    test(`/community in ${language}, with and without the add-tip dialog, has no WCAG A or AA violations`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await registerFreshAccount(page);
      await page.goto('/community');
      await expect(titles(recent(page))).toHaveCount(4);
      const wcag = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = (results: Awaited<ReturnType<typeof wcag>>) =>
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(violations(await wcag())).toEqual([]);

      await card(recent(page), language === 'en' ? 'Coffee Cups' : 'أكواب القهوة')
        .getByTestId('upvote')
        .click();
      await page.getByTestId('local-tips').getByRole('button').first().click();
      await dialog(page).locator('button[type=submit]').click();
      await expect(dialog(page).locator('[aria-invalid=true]')).toHaveCount(3);
      expect(violations(await wcag())).toEqual([]);
    });
  }
});
