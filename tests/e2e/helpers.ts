import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Waits until the app has taken the page over. A landing page paints its screen before the app's code
 * arrives (vite.config.ts, landingPages), inert and so hidden from assistive technology until then, as
 * the empty page before it was: a check of what the app does, or of what a screen reader is told, waits.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Starts the page in a language as if the person had picked it before. */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('i18nextLng', code), language);
}

const SCREENSHOT_DIR = join('test-results', 'screenshots');

/**
 * The screens are saved for a person to look at, which no one does in CI, where the 267 of a run cost
 * about half a minute of the two cores (a full-page capture is 0.3 s of processor time): there they
 * are taken only when E2E_SCREENSHOTS=1.
 */
const SAVES_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** The whole page by default; fullPage: false for what is on screen (e.g. an open dialog). */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SAVES_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** On-device accounts made through the real forms: every test gets a browser context, so a new IndexedDB. */
export const PASSWORD = 'a-long-enough-password';
let accounts = 0;
export const freshEmail = () => `e2e.${Date.now().toString(36)}.${++accounts}@example.org`;

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await expect(page.locator('button[type=submit]')).toHaveCount(1);
  await page.locator('button[type=submit]').click();
}

/** Creates an account on /register and waits until the person is signed in (on /dashboard). */
export async function registerFreshAccount(page: Page, email: string = freshEmail()): Promise<string> {
  await page.goto('/register');
  await fillCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Attached, not visible: on a phone the Sign Out button sits in the collapsed menu.
  await expect(page.getByTestId('sign-out')).toBeAttached();
  return email;
}

/** Real photos for identification tests: TrashNet's training split beside the project (never copied in). */
export const TRASHNET_TRAIN = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'trashnet', 'train');

export const trashnetPhoto = (file: string): string => join(TRASHNET_TRAIN, file);

/** The whole upload flow takes about 8 s by the spec's timings (5 s counter, then 2 s and 0.8 s). */
export const SCAN_TIMEOUT = 30_000;

/** A first model load takes about a second; the rest is for a machine shared with other test runs. */
const MODEL_READY_TIMEOUT = 30_000;

/**
 * Holds the requests for the analysis engine's chunk (the knowledge base) until release(): a slow
 * connection while the advice is worked out, so a test can look at the loading panel as it is.
 */
export async function holdAdviceChunk(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/knowledge-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Starts recording the loading panel's phases as they show (data-phase), in order, without repeats. */
export async function recordScanPhases(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const phases: string[] = [];
    Object.assign(window, { scanPhases: phases });
    new MutationObserver(() => {
      const phase = document.querySelector('[data-testid="loading-panel"]')?.getAttribute('data-phase');
      if (phase && phases.at(-1) !== phase) phases.push(phase);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
  });
  return () => page.evaluate(() => (window as unknown as { scanPhases: string[] }).scanPhases);
}

/** Waits until the on-device model has loaded and warmed up. */
export async function expectModelReady(page: Page): Promise<void> {
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', {
    timeout: MODEL_READY_TIMEOUT,
  });
}

/** One online visit (with service workers allowed): the worker installs and precaches the app, the model and the data. */
export async function visitOnceOnline(page: Page): Promise<void> {
  await page.goto('/');
  await expectModelReady(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Chooses a photo in the upload box and waits for /results. */
export async function scanToResults(page: Page, photo: string): Promise<void> {
  await page.getByTestId('photo-input').setInputFiles(photo);
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
}

/**
 * Gives an answer with a question's answers (the change-answer control on /results, or the answers
 * offered for a photo given none): an offered answer in one tap, any other behind "Something else".
 */
export async function chooseAnswer(
  page: Page,
  choice: string,
  where: Locator = page.getByTestId('change-answer'),
): Promise<void> {
  const somethingElse = where.getByTestId('choice-something-else');
  await expect(somethingElse).toBeVisible();
  const answer = where.locator(`button[data-choice-material="${choice}"]`);
  if (!(await answer.isVisible())) await somethingElse.click();
  await answer.click();
}

/** English on a desktop, Arabic (right to left) on a phone: the two ends a screen must hold. */
export const LANGUAGE_VIEWS = [
  { language: 'en', size: DESKTOP, name: 'en-desktop' },
  { language: 'ar', size: PHONE, name: 'ar-phone' },
] as const;
export type LanguageView = (typeof LANGUAGE_VIEWS)[number];

/** Puts the browser at a position (geolocation allowed) and the page at a view's size. */
export async function standAt(
  page: Page,
  context: BrowserContext,
  position: { latitude: number; longitude: number },
  view: LanguageView,
): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(position);
  await page.setViewportSize(view.size);
}

/**
 * Names what the person holds on /search (no photo, no model) and picks the catalogue's item: its
 * result, worked out for where the browser says the person is.
 */
export async function chooseTypedItem(page: Page, query: string, item: string): Promise<void> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await page.locator(`[role="option"][data-item="${item}"]`).first().click();
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('result-refreshing')).toHaveCount(0);
}

/** A new account, signed in, with a real photo of a plastic bottle scanned: the start of the journeys that act on a result. */
export async function registerAndScanBottle(page: Page): Promise<string> {
  const email = await registerFreshAccount(page);
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
  return email;
}

const RESULT_CARDS = [
  'disposal-card',
  'nearby-card',
  'breakdown-card',
  'eco-card',
  'habits-card',
  'impact-card',
  'take-action',
  'share-panel',
  'correction-form',
];

/**
 * The results page shows the photo, the item and every card, in the issue's reading order (the cards
 * flow down two columns on a wide screen, so the order is the page's, not the heights').
 */
export async function expectEveryCard(page: Page): Promise<void> {
  await expect(page.getByTestId('result-photo')).toBeVisible();
  await expect(page.getByTestId('item-label')).toBeVisible();
  for (const card of RESULT_CARDS) await expect(page.getByTestId(card), card).toBeVisible();
  const order = await page.evaluate(
    (cards) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid]'))
        .map((element) => element.dataset.testid!)
        .filter((id) => cards.includes(id)),
    RESULT_CARDS,
  );
  expect(order).toEqual(RESULT_CARDS);
}

/** The element lies wholly inside the first screen (the viewport, before any scrolling). */
export async function expectInFirstScreen(page: Page, testId: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await page.getByTestId(testId).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, `${testId} top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${testId} start`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${testId} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${testId} end`).toBeLessThanOrEqual(viewport.width);
}

/**
 * Scans a screenshot of the app's own /education page at the given size: a picture the app judges
 * is not waste. Returns the error box that says so.
 */
export async function scanScreenshot(page: Page, viewport: typeof DESKTOP): Promise<Locator> {
  await page.setViewportSize(DESKTOP);
  await page.goto('/education');
  const screenshot = await page.screenshot();
  await page.setViewportSize(viewport);
  await page.goto('/');
  await expectModelReady(page);
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: screenshot });
  const error = page.getByTestId('identify-error');
  await expect(error).toHaveAttribute('data-error', 'notWaste', { timeout: 30_000 });
  await expect(error).toContainText('not a piece of waste');
  return error;
}
