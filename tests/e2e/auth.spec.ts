import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import {
  appTookOver,
  DESKTOP,
  fillCredentials,
  freshEmail,
  PASSWORD,
  PHONE,
  registerAndScanBottle,
  registerFreshAccount,
  saveScreenshot,
  useLanguage,
} from './helpers';

// On-device accounts in real Chromium: IndexedDB, WebCrypto PBKDF2, sessions across reloads.

test('register, sign out, sign in again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const email = freshEmail();
  await registerFreshAccount(page, email);
  await expect(page.locator('h1')).toHaveText('Your impact dashboard');
  await saveScreenshot(page, 'auth-signed-in-en-desktop');

  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  // Exact: while the navigation home renders, the dashboard may still show its own "Sign In to Continue".
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sign-out')).toBeVisible();
});

test('a wrong password shows the message in a red box and keeps the person signed out', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const email = freshEmail();
  await registerFreshAccount(page, email);
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  await page.goto('/login');
  await fillCredentials(page, email, 'not-the-password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Invalid login credentials');
  await expect(alert).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('button[type=submit]')).toBeEnabled();
  await saveScreenshot(page, 'login-error-en-desktop');
  await fillCredentials(page, freshEmail(), PASSWORD);
  await expect(alert).toHaveText('Invalid login credentials');
});

test('the session survives a reload, and the guard sends signed-in people from /login and /register to /dashboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await registerFreshAccount(page, freshEmail());
  await page.reload();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Your impact dashboard');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed out, the guard shows /login and /register, and the dashboard is a locked preview', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('h1')).toHaveText('Welcome back');
  await page.goto('/register');
  await expect(page.locator('h1')).toHaveText('Create your account');
  await page.goto('/dashboard');
  await expect(page.locator('h1')).toHaveText('Track Your Recycling Progress');
});

test('two people share one device, each with their own account', async ({ page }) => {
  const first = await registerAndScanBottle(page);
  await page.locator('button[data-action="recycled"]').click();
  await expect(page.getByTestId('action-done')).toBeVisible();
  const second = freshEmail();
  // Signed out before the next page loads: a reload while the sign-out is under way keeps the session.
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  // The first person's scan and its mark went with them.
  await page.goto('/results');
  await expect(page).toHaveURL(/\/$/);
  await registerFreshAccount(page, second);
  await page.goto('/results');
  await expect(page.getByTestId('action-done')).toHaveCount(0);
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  await page.goto('/login');
  await fillCredentials(page, first, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const language of ['en', 'ar'] as const) {
  test(`login and register screens in ${language}, desktop and phone`, async ({ page }) => {
    await useLanguage(page, language);
    for (const [name, path] of [
      ['login', '/login'],
      ['register', '/register'],
    ] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('input[type=email]')).toBeVisible();
      await saveScreenshot(page, `auth-${name}-${language}-desktop`);
      await page.setViewportSize(PHONE);
      await saveScreenshot(page, `auth-${name}-${language}-phone`);
      await appTookOver(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });
}

test('signed in on a phone in Arabic, the menu holds Sign Out', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize(PHONE);
  await page.goto('/register');
  await fillCredentials(page, freshEmail(), PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The address changes before the lazily loaded dashboard is shown, and the header closes its menu
  // when the shown route changes: open it once the dashboard is on screen, as a person would.
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة أثرك' })).toBeVisible();
  // The phone header folds its links into a menu.
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await saveScreenshot(page, 'auth-signed-in-ar-phone-menu');
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
});
