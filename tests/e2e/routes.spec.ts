import { expect, test } from '@playwright/test';

import { DESKTOP, PHONE, saveScreenshot, useLanguage } from './helpers';

// Route, and the heading each screen shows in English and in Arabic.
const ROUTES = [
  { path: '/', en: 'Know exactly where your waste goes', ar: 'اعرف بالضبط إلى أين تذهب نفاياتك' },
  { path: '/login', en: 'Welcome back', ar: 'مرحبًا بعودتك' },
  { path: '/register', en: 'Create your account', ar: 'أنشئ حسابك' },
  { path: '/dashboard', en: 'Track Your Recycling Progress', ar: 'تابع تقدمك في إعادة التدوير' },
  { path: '/education', en: 'Learn About Recycling', ar: 'تعلّم عن إعادة التدوير' },
  { path: '/community', en: 'Community Recycling Tips', ar: 'نصائح المجتمع لإعادة التدوير' },
  { path: '/terms', en: 'Terms of Service', ar: 'شروط الخدمة' },
  { path: '/privacy', en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  { path: '/no-such-page', en: 'Page Not Found', ar: 'الصفحة غير موجودة' },
];

for (const route of ROUTES) {
  const name = route.path === '/' ? 'home' : route.path.slice(1);

  test(`${route.path} renders its heading in English`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, 'en');
    await page.goto(route.path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.en);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await saveScreenshot(page, `${name}-en-desktop`);
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, `${name}-en-phone`);
  });

  test(`${route.path} renders its heading in Arabic, right to left`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, 'ar');
    await page.goto(route.path);
    await expect(page.locator('h1')).toHaveText(route.ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await saveScreenshot(page, `${name}-ar-desktop`);
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, `${name}-ar-phone`);
  });
}

test('/results without a scan sends the visitor to the upload box', async ({ page }) => {
  await page.goto('/results');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('scan-box')).toBeVisible();
  await expect(page.getByTestId('photo-input')).toBeAttached();
});

test('the not-found page links back home', async ({ page }) => {
  await page.goto('/somewhere/else');
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the privacy policy has its twelve sections and the contact details', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByTestId('privacy-section')).toHaveCount(12);
  await expect(page.getByRole('main').getByRole('link', { name: /^privacy@/ })).toBeVisible();
  await expect(page.getByText(/San Francisco/)).toBeVisible();
});
