import { expect, test } from '@playwright/test';

import { DESKTOP, PHONE } from './helpers';

test('the header turns white with a shadow after 10 px of scroll', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/privacy');
  await expect(page.locator('h1')).toHaveText('Privacy Policy');
  const header = page.locator('header.header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the page scrolls to the top on every route change', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/privacy');
  // The screen loads lazily after the document: scroll once it is there, or there is nothing to scroll.
  await expect(page.locator('h1')).toHaveText('Privacy Policy');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.locator('h1')).toHaveText('Terms of Service');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the menu collapses, opens, and closes on navigation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const educationLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Learn' });
  await expect(educationLink).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(educationLink).toBeVisible();
  await educationLink.click();
  await expect(page.locator('h1')).toHaveText('Learn About Recycling');
  await expect(educationLink).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the start and join buttons are hidden; on a desktop they show', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Scanning' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Join the Community' })).toBeHidden();
  await page.setViewportSize({ width: 769, height: 800 });
  await expect(page.getByRole('link', { name: 'Start Scanning' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Community' })).toBeVisible();
});

test('the logo goes home and signed-out visitors see Sign In', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'RecycleSmart home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language picker switches language, mirrors the layout and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('Know exactly where your waste goes');
  const picker = page.getByTestId('language-picker');
  await expect(picker.locator('option')).toHaveText(['English', 'Español', '中文', 'हिन्दी', 'العربية']);
  await picker.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText('اعرف بالضبط إلى أين تذهب نفاياتك');
  // In right-to-left the logo sits at the right edge of the header.
  const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لـ RecycleSmart' }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(logo && logo.x > width / 2).toBe(true);
  await picker.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Sabe exactamente adónde va tu basura');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a first visit follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('准确知道您的垃圾该去哪里');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await context.close();
});

test('an unsupported browser language falls back to English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('Know exactly where your waste goes');
  await context.close();
});
