// Every route of the spec's table through axe-core, signed out, and those that change, signed in, in
// English and in Arabic (right to left): no serious or critical violation of WCAG 2.2 A/AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { appTookOver, registerFreshAccount, trashnetPhoto, useLanguage } from './helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * WCAG 2.5.3 (label in name): axe-core (4.13 here, 4.14 too) tags the rule experimental, so the tags
 * alone leave it out; it is switched on by name.
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The routes that open on their own; /results needs a scan first (see scanToResults). */
const ROUTES = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/education',
  '/community',
  '/terms',
  '/privacy',
  '/no-such-page',
];

/**
 * The routes whose screen is another for a signed-in person (with /results). The rest show them only
 * another header, checked on '/', and /login and /register send them to the dashboard.
 */
const SIGNED_IN_ROUTES = ['/', '/dashboard', '/community'];

interface Finding {
  route: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

async function seriousFindings(page: Page, route: string): Promise<Finding[]> {
  // Settled: the lazy screen, its translations and any loading state have made way for the content.
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await appTookOver(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: EXPERIMENTAL_RULES })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Goes to /results the way a person does, so the check holds whatever the scan flow looks like. */
async function scanToResults(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page).toHaveURL(/\/results$/, { timeout: 30_000 });
}

async function checkRoutes(page: Page, routes: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await page.goto(route);
    findings.push(...(await seriousFindings(page, route)));
  }
  await scanToResults(page);
  findings.push(...(await seriousFindings(page, '/results')));
  return findings;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('every route has no serious or critical accessibility violation, signed out', async ({ page }) => {
      test.setTimeout(120_000);
      expect(await checkRoutes(page, ROUTES)).toEqual([]);
    });

    test('every screen that changes for a signed-in person has no serious or critical accessibility violation', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await registerFreshAccount(page);
      expect(await checkRoutes(page, SIGNED_IN_ROUTES)).toEqual([]);
    });
  });
}
