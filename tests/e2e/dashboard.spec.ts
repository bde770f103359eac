import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { seedActivity } from './dashboardSeed';
import {
  appTookOver,
  DESKTOP,
  PHONE,
  registerAndScanBottle,
  registerFreshAccount,
  saveScreenshot,
  useLanguage,
} from './helpers';

const PLASTIC_BOTTLE = { id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic' };
const GLASS_JAR = { id: 'glass-jar', label: 'Glass jar', material: 'glass' };

// The impact dashboard in real Chromium on the on-device store: the whole journey from a real photo
// through the results screen's Take Action, and richer activity seeded from another tab of the app
// (see dashboardSeed.ts).

const stats = (page: Page) => ({
  co2: page.getByTestId('stat-co2'),
  material: page.getByTestId('stat-material'),
  trees: page.getByTestId('stat-trees'),
  water: page.getByTestId('stat-water'),
});

async function expectStats(page: Page, figures: { co2: string; material: string; trees: string; water: string }) {
  const s = stats(page);
  await expect(s.co2).toHaveText(figures.co2);
  await expect(s.material).toHaveText(figures.material);
  await expect(s.trees).toHaveText(figures.trees);
  await expect(s.water).toHaveText(figures.water);
}

const ZEROS = { co2: '0.00', material: '0.00', trees: '0.00', water: '0.0' };

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('signed out: a blurred preview at zero behind the invitation to sign in', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText('Track Your Recycling Progress');
  await expect(page.getByText('Sign up to unlock detailed progress tracking, achievements, and more!')).toBeVisible();
  const preview = page.getByTestId('dashboard-preview');
  await expect(preview).toHaveAttribute('aria-hidden', 'true');
  await expect(preview).toHaveCSS('filter', /blur/);
  expect(Number(await preview.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
  await expectStats(page, ZEROS);
  await appTookOver(page);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'dashboard-locked-en-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'dashboard-locked-en-phone');
  await page.getByRole('link', { name: 'Sign In to Continue' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a new person starts at zero; an action recorded in another tab shows at once; deleting its scan takes it back', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = await registerFreshAccount(page);
  await expect(page.getByTestId('greeting')).toHaveText(`Hi \u2068${email.split('@')[0]}\u2069!`);
  await expect(page.locator('h1')).toHaveText('Your impact dashboard');
  await expectStats(page, ZEROS);
  await expect(page.getByTestId('streak-current')).toHaveText('0 days');
  await expect(page.getByText('No scans yet. Scan an item and it will appear here.')).toBeVisible();
  await saveScreenshot(page, 'dashboard-empty-en-desktop');

  const otherTab = await context.newPage();
  await otherTab.goto('/');
  const scanId = crypto.randomUUID();
  await seedActivity(otherTab, {
    scans: [{ id: scanId, item: PLASTIC_BOTTLE, impactKg: null }],
    actions: [{ kg: 0.1, scanId }],
  });

  // No reload: the dashboard hears the other tab.
  await expectStats(page, { co2: '0.05', material: '0.10', trees: '0.01', water: '0.3' });
  await expect(page.getByTestId('streak-current')).toHaveText('1 day');
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
  await expect(page.getByTestId('impact-basis')).toContainText(
    '0 with validated analysis figures, 1 with the fixed estimate',
  );

  const entry = page.getByTestId('history-entry');
  await expect(entry.getByRole('heading')).toHaveText('Plastic bottle');
  await entry.getByRole('button', { name: 'Details' }).click();
  await expect(entry.getByText('Empty and rinse it, then put it in the recycling bin.')).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');

  await entry.getByRole('button', { name: 'Delete Plastic bottle from your history' }).click();
  await expect(entry.getByText('Delete this entry?')).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await entry.getByRole('button', { name: 'Cancel' }).click();
  await expect(entry.getByText('Delete this entry?')).toHaveCount(0);
  await entry.getByRole('button', { name: 'Delete Plastic bottle from your history' }).click();
  await entry.getByRole('button', { name: 'Yes, delete' }).click();

  await expect(page.getByTestId('toast').filter({ hasText: 'History entry deleted successfully' })).toBeVisible();
  await expect(page.getByTestId('history-entry')).toHaveCount(0);
  await expectStats(page, ZEROS);
  await expect(page.getByTestId('streak-current')).toHaveText('0 days');
  await page.reload();
  await expectStats(page, ZEROS);
});

test('the whole journey: register, scan a real photo, mark it recycled, confetti, then the dashboard; deleting the scan takes it back', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await registerAndScanBottle(page);
  await page.locator('button[data-action="recycled"]').click();
  await expect(page.getByTestId('confetti')).toHaveAttribute('data-pieces', '200');
  await expect(page.getByTestId('action-done')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('streak-current')).toHaveText('1 day');
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
  await expect(page.getByTestId('history-entry').getByRole('heading')).toHaveText('Plastic bottle');
  // One recycled plastic bottle: every total above zero, and CO2 half the material (the material factor).
  const material = Number(await stats(page).material.innerText());
  expect(material).toBeGreaterThan(0);
  expect(Number(await stats(page).co2.innerText())).toBeCloseTo(material * 0.5, 1);
  expect(Number(await stats(page).water.innerText())).toBeGreaterThan(0);
  await saveScreenshot(page, 'dashboard-after-journey-en-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'dashboard-after-journey-en-phone');

  const entry = page.getByTestId('history-entry');
  await entry.getByRole('button', { name: 'Delete Plastic bottle from your history' }).click();
  await entry.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('history-entry')).toHaveCount(0);
  await expectStats(page, ZEROS);
  await expect(page.getByTestId('streak-current')).toHaveText('0 days');
});

/** Ten kilograms over five months, two of them this month, and six scans: enough for every widget. */
async function seedAYear(page: Page) {
  const scans = Array.from({ length: 6 }, (_, i) => ({
    id: crypto.randomUUID(),
    item: i === 5 ? GLASS_JAR : PLASTIC_BOTTLE,
    minutesAgo: (6 - i) * 10,
    impactKg: 0.1,
  }));
  await seedActivity(page, {
    scans,
    actions: [{ kg: 2 }, { kg: 0.5, basis: 'analysis' }, { kg: 1.5, monthsAgo: 1 }, { kg: 6, monthsAgo: 5 }],
  });
  return scans;
}

/**
 * The month names under the chart that show, each as wide as its text (which may run past its slot):
 * none may touch the next or reach past the chart.
 */
async function expectMonthNamesApart(page: Page): Promise<void> {
  const layout = await page.getByTestId('monthly-chart').evaluate((svg) => {
    const figure = svg.closest('figure')!.getBoundingClientRect();
    const shown = Array.from(svg.closest('figure')!.querySelectorAll('.monthly-chart__label')).filter(
      (label) => getComputedStyle(label).visibility !== 'hidden',
    );
    const boxes = shown.map((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const { left, right } = range.getBoundingClientRect();
      return { text: label.textContent ?? '', left, right };
    });
    return { left: figure.left, right: figure.right, boxes: boxes.sort((a, b) => a.left - b.left) };
  });
  expect(layout.boxes.length).toBeGreaterThanOrEqual(4);
  for (const box of layout.boxes) {
    expect(box.left, box.text).toBeGreaterThanOrEqual(layout.left - 0.5);
    expect(box.right, box.text).toBeLessThanOrEqual(layout.right + 0.5);
  }
  for (let i = 1; i < layout.boxes.length; i++)
    expect(layout.boxes[i]!.left - layout.boxes[i - 1]!.right, layout.boxes[i]!.text).toBeGreaterThanOrEqual(4);
}

test('real months: comparison, chart, badges, notifications and history pages from the person’s records', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await registerFreshAccount(page);
  await seedAYear(page);

  await expectStats(page, { co2: '5.00', material: '10.00', trees: '1.00', water: '30.0' });
  await expect(page.getByTestId('comparison-currentMonth')).toContainText('2.50 kg');
  await expect(page.getByTestId('comparison-previousMonth')).toContainText('1.50 kg');
  await expect(page.getByTestId('comparison-yearlyAverage')).toContainText('0.83 kg');
  await expect(page.getByTestId('comparison-personalBest')).toContainText('6.00 kg');
  await expect(page.getByTestId('impact-basis')).toContainText(
    '1 with validated analysis figures, 3 with the fixed estimate',
  );

  const table = page.getByTestId('monthly-chart-table');
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(table.locator('tbody tr').last().locator('td')).toHaveText('2.50 kg');
  await expect(table.locator('tbody tr').nth(6).locator('td')).toHaveText('6.00 kg');
  await expect(page.getByRole('img', { name: /Monthly impact, last 12 months/ })).toBeVisible();
  await expect(page.getByTestId('monthly-chart').locator('rect')).toHaveCount(3);
  await expectMonthNamesApart(page);

  await expect(page.getByTestId('badges-count')).toHaveText('1 of 12 unlocked');
  await expect(page.locator('[data-testid=badge][data-earned=true]')).toHaveText(/Recycling Rookie/);
  await expect(page.getByTestId('achievements')).toContainText('Recycling Rookie');
  await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
  await saveScreenshot(page, 'dashboard-signed-in-en-desktop');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Mark as read: New badge unlocked: Recycling Rookie' }).click();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  // Its button gone, the focus is on the panel, not lost to the page.
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('notifications').locator('[data-read=true]')).toHaveCount(1);
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  const history = page.getByRole('region', { name: 'Scan History' });
  await expect(page.getByTestId('history-entry')).toHaveCount(5);
  await expect(page.getByTestId('history-page')).toHaveText('Page 1 of 2');
  await history.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('history-page')).toHaveText('Page 2 of 2');
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
  await expect(page.getByTestId('history-entry').getByRole('heading')).toHaveText('Plastic bottle');
  await expect(history.getByRole('button', { name: 'Next' })).toBeDisabled();
  // The page's first entry has the focus the disabled button lost.
  await expect(page.getByTestId('history-entry').getByRole('button', { name: 'Details' })).toBeFocused();

  // Deleting the only entry on the last page steps back a page.
  await page
    .getByTestId('history-entry')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'History entry deleted successfully' })).toBeVisible();
  await expect(page.getByTestId('history-entry')).toHaveCount(5);
  await expect(page.getByTestId('history-page')).toHaveCount(0);
  await expect(page.getByTestId('history-entry').first().getByRole('heading')).toHaveText('Glass jar');
  await expect(page.getByTestId('history-entry').first().getByRole('button', { name: 'Details' })).toBeFocused();

  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'dashboard-signed-in-en-phone');
});

test('the dashboard in Arabic, right to left, at desktop and phone widths', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize(DESKTOP);
  await registerFreshAccount(page);
  await seedAYear(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText('لوحة أثرك');
  await expect(page.getByTestId('history-entry')).toHaveCount(5);
  await expect(page.getByTestId('badges-count')).toContainText('12');
  await page.getByTestId('history-entry').first().getByRole('button', { name: 'التفاصيل' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await expectMonthNamesApart(page);
  await saveScreenshot(page, 'dashboard-signed-in-ar-desktop');
  await page.setViewportSize(PHONE);
  // Arabic has no short month names: on a phone, every third name shows.
  await expectMonthNamesApart(page);
  await saveScreenshot(page, 'dashboard-signed-in-ar-phone');

  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.getByTestId('sign-out').click();
  // Signed out on the device before the next visit, which would otherwise find the session still there.
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.locator('h1')).toHaveText('تابع تقدمك في إعادة التدوير');
  await saveScreenshot(page, 'dashboard-locked-ar-phone');
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'dashboard-locked-ar-desktop');
});
