// "What goes where": typing what you hold, picking with the keyboard, and the verdict-first result.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import {
  DESKTOP,
  expectInFirstScreen,
  expectModelReady,
  PHONE,
  registerFreshAccount,
  saveScreenshot,
  scanToResults,
  trashnetPhoto,
  useLanguage,
} from './helpers';

const TORONTO = { latitude: 43.65, longitude: -79.38 };

/** Types into the search box a key at a time, as a person does, and waits for the suggestions. */
async function typeInSearch(page: Page, text: string) {
  const box = page.getByTestId('item-search').first();
  await box.click();
  await box.pressSequentially(text, { delay: 20 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  return box;
}

const options = (page: Page) => page.getByRole('listbox').first().getByRole('option');

test('typed, picked with the keyboard, recorded like a scan and kept in history', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await registerFreshAccount(page);
  await page.goto('/');
  const box = await typeInSearch(page, 'pizza box');
  await expect(box).toHaveAttribute('role', 'combobox');
  await expect(options(page).first()).toHaveAttribute('data-item', 'pizza-box');
  expect((await new AxeBuilder({ page }).include('.home__search').analyze()).violations).toEqual([]);
  await saveScreenshot(page, 'search-home-en-desktop', { fullPage: false });

  await page.keyboard.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/results$/);
  const label = page.getByTestId('item-label');
  await expect(label).toHaveAttribute('data-item', 'pizza-box');
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'typed');
  await expect(page.getByTestId('result-photo')).toHaveCount(0);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-pack', 'generic');
  for (const card of ['disposal-card', 'nearby-card', 'breakdown-card', 'impact-card', 'share-panel'])
    await expect(page.getByTestId(card), card).toBeVisible();

  await page.locator('button[data-action="recycled"]').click();
  await expect(page.getByTestId('action-done')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
  await expect(page.getByTestId('history-entry').getByRole('heading')).toHaveText('Pizza box');
});

for (const [query, language] of [
  ['battery', 'en'],
  ['pila', 'es'],
  ['电池', 'zh'],
  ['बैटरी', 'hi'],
  ['بطارية', 'ar'],
] as const) {
  test(`"${query}" finds the battery, grouped under hazardous with no bin (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const first = options(page).first();
    await expect(first).toHaveAttribute('data-item', 'battery');
    await expect(first).toHaveAttribute('data-stream', 'hazardous');
    await expect(first).toHaveAttribute('data-bin-colour', 'none');
    await expect(page).toHaveTitle(/.+/);
  });
}

test('the search page keeps its query in the address, and a search that finds nothing offers advice and the correction form', async ({
  page,
}) => {
  await page.goto('/search');
  await typeInSearch(page, 'styrofoam');
  await expect(page).toHaveURL(/\/search\?q=styrofoam$/);
  await expect(options(page).first()).toHaveAttribute('data-item', 'foam-packaging');
  await page.reload();
  await expect(page.getByTestId('item-search')).toHaveValue('styrofoam');
  await expect(options(page).first()).toHaveAttribute('data-item', 'foam-packaging');

  await page.goto('/search?q=qwxzvbn');
  await expect(page.getByTestId('item-search-none')).toContainText('Nothing found for “qwxzvbn”.');
  await expect(page.getByTestId('general-advice')).toBeVisible();
  await expect(page.getByTestId('correction-itemLabel')).toHaveValue('qwxzvbn');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('Escape closes the suggestions, a second Escape clears the box; the count is announced', async ({ page }) => {
  await page.goto('/');
  const box = await typeInSearch(page, 'coffee cup');
  await expect(options(page).first()).toHaveAttribute('data-item', 'paper-cup');
  await expect(page.locator('.item-search [role=status]').first()).toContainText(/\d/);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
});

test('in Toronto, the City’s own keywords are found with the City’s bins, and open a result ruled by that entry', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(TORONTO);
  await page.goto('/search');
  await typeInSearch(page, 'milk bags');
  const first = options(page).first();
  await expect(first).toContainText('milk bags');
  await expect(first).toContainText('Blue Bin');
  await first.click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByTestId('item-label')).toHaveText('milk bags');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-pack', 'ca-toronto');
  await expect(verdict).toHaveAttribute('data-bin-colour', 'blue');
  await expect(page.getByTestId('verdict-publisher-words')).toBeVisible();
});

test('the change-answer control’s search replaces the item and the advice follows', async ({ page }) => {
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  const control = page.getByTestId('change-answer');
  // Behind "Something else", which opens the search with the focus in it.
  await control.getByTestId('choice-something-else').click();
  await expect(control.getByTestId('item-search')).toBeFocused();
  await control.getByTestId('item-search').pressSequentially('banana peel', { delay: 20 });
  await control.getByRole('option').first().click();
  await expect(page.getByTestId('item-label')).toHaveAttribute('data-item', 'fruit');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-stream', 'compost');
  // Answered, the search has done its job: it closes, and the focus is on the answer now pressed.
  await expect(control.getByTestId('choice-something-else')).toHaveAttribute('aria-expanded', 'false');
  await expect(control.locator('button[aria-pressed="true"]')).toBeFocused();
  await expect(page.getByTestId('result-photo')).toBeVisible();
});

// English on a desktop and Arabic on a phone, the two ends a screen must hold (LANGUAGE_VIEWS).
for (const [language, size, viewport] of [
  ['en', 'desktop', DESKTOP],
  ['ar', 'phone', PHONE],
] as const) {
  test(`the verdict is inside the first screen, photo or typed (${language}, ${size})`, async ({ page, context }) => {
    await useLanguage(page, language);
    await page.setViewportSize(viewport);
    // Toronto: the longest verdict, with the City's own words under it.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(TORONTO);
    await page.goto('/');
    await expectModelReady(page);
    await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-pack', 'ca-toronto');
    await expectInFirstScreen(page, 'verdict');
    await expectInFirstScreen(page, 'item-label');
    await expect(page.getByTestId('change-answer')).toBeInViewport();
    await saveScreenshot(page, `results-first-screen-${language}-${size}`, { fullPage: false });

    await page.goto('/search?q=battery');
    await options(page).first().click();
    await expect(page).toHaveURL(/\/results$/);
    await expectInFirstScreen(page, 'verdict');
    if (size === 'phone') await expectInFirstScreen(page, 'first-step');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}

test('one long word that matches nothing wraps on a phone: the page keeps its width', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/search']) {
    await page.goto(path);
    const box = page.getByTestId('item-search').first();
    await box.fill('Donaudampfschifffahrtsgesellschaftskapitänsmütze');
    await expect(page.getByTestId('item-search-none').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
  }
});

test('on a phone the option the arrow keys reach is brought into view', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const box = await typeInSearch(page, 'bottle');
  // The suggestions come once the search's index has loaded.
  await expect(options(page).nth(3)).toBeVisible();
  const count = await options(page).count();
  for (let i = 0; i < count; i++) await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toBeInViewport();
});
