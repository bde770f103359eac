// Fast on a phone (issue 34), from the request log: the home page's first paint needs only its own first
// load (no model weights, no place list, no schema code), lazy parts arrive without moving what is on
// screen, and a repeat visit paints from the service worker's cache with nothing sent to the network.
import { gzipSync } from 'node:zlib';

import { type BrowserContext, expect, type Page, type Request, type Response, test } from '@playwright/test';

import { addTipButton, dialog } from './communityPage';
import { appTookOver, expectModelReady, PHONE, scanToResults, trashnetPhoto, visitOnceOnline } from './helpers';

/** The budget for the JavaScript of the home page's first paint, gzipped (docs/architecture.md, The first load). */
const FIRST_PAINT_JS_GZIP_BYTES = 120_000;

interface Fetched {
  url: string;
  response: Response | null;
}

/** When the page first painted content, in the same clock as Request.timing() (ms since the epoch). */
function firstPaintTime(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(performance.timeOrigin + paint.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
}

/**
 * Opens `path` and gives the requests started before its first contentful paint: the page's own and,
 * as `fromWorker`, any the service worker sent to the network.
 */
async function requestsBeforePaint(page: Page, context: BrowserContext, path: string) {
  // The page before it is left first: its late requests (its idle work, cut off by the navigation) are not this page's.
  await page.goto('about:blank');
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  context.on('request', record);
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  const paintedAt = await firstPaintTime(page);
  context.off('request', record);
  const before: (Fetched & { fromWorker: boolean })[] = [];
  for (const request of requests) {
    const response = await request.response();
    if (request.timing().startTime < paintedAt)
      before.push({ url: request.url(), response, fromWorker: request.serviceWorker() !== null });
  }
  return before;
}

const path = (url: string) => new URL(url).pathname;

test('the home page paints with its own first load only: no model weights, no place list, no schema code, no manifest', async ({
  page,
  context,
}) => {
  const before = await requestsBeforePaint(page, context, '/');
  const paths = before.map(({ url }) => path(url));
  expect(paths.filter((p) => p.startsWith('/models/') || p.endsWith('.bin'))).toEqual([]);
  expect(paths).not.toContain('/data/places.json');
  // Only installing the app needs the manifest: the page links it once idle.
  expect(paths).not.toContain('/manifest.webmanifest');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  // The scripts are those the page names (its entry and modulepreloads), none of them zod's.
  const page0 = before.find(({ url }) => path(url) === '/');
  const html = (await page0?.response?.text()) ?? '';
  const scripts = before.filter(({ url }) => path(url).endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const { url, response } of scripts) {
    expect(html, `${path(url)} is in index.html`).toContain(`"${path(url)}"`);
    const body = (await response?.body()) ?? Buffer.alloc(0);
    expect(body.includes('_zod'), `${path(url)} holds no zod schema`).toBe(false);
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  expect(gzipBytes).toBeLessThanOrEqual(FIRST_PAINT_JS_GZIP_BYTES);
});

/** A dialog's code or styles: the dialog itself, the community's two, the camera's. */
const DIALOG_FILE = /Dialog(s)?-[\w-]+\.(js|css)$/;

test('/community paints without its dialogs: their code and styles come with the first opening, which then works as before', async ({
  page,
  context,
}) => {
  const before = await requestsBeforePaint(page, context, '/community');
  expect(before.map(({ url }) => path(url)).filter((p) => DIALOG_FILE.test(p))).toEqual([]);
  const html = (await before.find(({ url }) => path(url) === '/community')?.response?.text()) ?? '';
  expect(html, 'community.html names no dialog file').not.toMatch(DIALOG_FILE);

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(path(request.url())));
  // Signed out, adding a tip asks to sign in: the sign-in dialog's first opening.
  await addTipButton(page).click();
  await expect(dialog(page)).toContainText('Tips are shared under your account, so please sign in to add one.');
  expect(fetched.filter((p) => DIALOG_FILE.test(p) && p.endsWith('.js')).length).toBeGreaterThan(0);
  expect(fetched.filter((p) => DIALOG_FILE.test(p) && p.endsWith('.css')).length).toBeGreaterThan(0);
  // Its styles came before it showed: a modal card, not the browser's bare dialog.
  await expect(dialog(page)).toHaveCSS('border-top-width', '0px');
  await expect(dialog(page).getByRole('link', { name: 'Sign in' })).toHaveClass(/button--primary/);
  await expect(dialog(page).getByRole('link', { name: 'Sign in' })).not.toHaveCSS('display', 'inline');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(addTipButton(page)).toBeFocused();
});

test('a dialog whose code cannot be downloaded says so and leaves the focus on its opener; back online, it opens', async ({
  page,
  context,
}) => {
  await page.goto('/community');
  await expect(addTipButton(page)).toBeVisible();
  // The button is painted with the page, before the app's code arrives: offline sooner, the app itself
  // could not start.
  await appTookOver(page);
  await context.setOffline(true);
  await addTipButton(page).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'This part of the page could not be loaded' }),
  ).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(addTipButton(page)).toBeFocused();

  await context.setOffline(false);
  await addTipButton(page).click();
  await expect(dialog(page)).toContainText('Tips are shared under your account, so please sign in to add one.');
  await page.keyboard.press('Escape');
  await expect(addTipButton(page)).toBeFocused();
});

test("a dialog opens at the first press after the connection returns, though the 'online' event came before the network", async ({
  page,
}) => {
  // A browser can say it is online a moment before its requests get through: the download tried then
  // fails. The next press tries again and opens the dialog, rather than saying again that it failed.
  let connected = false;
  await page.route(/\/assets\/SignInDialog-[^/]+\.(js|css)$/, (route) =>
    connected ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.goto('/community');
  await appTookOver(page);
  await addTipButton(page).click();
  const failed = page.getByTestId('toast').filter({ hasText: 'This part of the page could not be loaded' });
  await expect(failed).toBeVisible();
  const tries = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  const before = await tries();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(tries).toBeGreaterThan(before);
  connected = true;
  await addTipButton(page).click();
  await expect(dialog(page)).toContainText('Tips are shared under your account, so please sign in to add one.');
  await page.keyboard.press('Escape');
  await expect(addTipButton(page)).toBeFocused();
});

// Layout shifts (the CLS of a first visit) until the screen has settled: its lazy parts in place.
const SETTLED = [
  { route: '/', ready: (page: Page) => expect(page.getByTestId('photo-input')).toBeAttached() },
  { route: '/login', ready: (page: Page) => expect(page.locator('button[type=submit]')).toBeEnabled() },
  { route: '/dashboard', ready: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { route: '/education', ready: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { route: '/community', ready: (page: Page) => expect(addTipButton(page)).toBeVisible() },
];

for (const { route, ready } of SETTLED) {
  test(`${route} on a phone: nothing on screen moves as its lazy parts arrive`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route);
    await ready(page);
    // The footer, the session's outcome and the first idle work have had their moment.
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
  });
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a repeat visit paints from its cache: nothing reaches the network before the first paint, and it paints offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await visitOnceOnline(page);

    for (const route of ['/', '/education']) {
      const before = await requestsBeforePaint(page, context, route);
      expect(before.length).toBeGreaterThan(0);
      const fromNetwork = before.filter(({ response, fromWorker }) => fromWorker || !response?.fromServiceWorker());
      expect(
        fromNetwork.map(({ url }) => path(url)),
        `${route} before its first paint`,
      ).toEqual([]);
    }

    await context.setOffline(true);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    expect(await firstPaintTime(page)).toBeGreaterThan(0);
  });
});

test('with no model to ask, a scan from the first screen to its result downloads no validation code (zod)', async ({
  page,
  context,
}) => {
  const scripts: string[] = [];
  context.on('request', (request) => {
    if (path(request.url()).endsWith('.js')) scripts.push(request.url());
  });
  await page.goto('/');
  await expectModelReady(page);
  await scanToResults(page, trashnetPhoto('plastic/plastic5.jpg'));
  await expect(page.getByTestId('verdict')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = (await (await context.request.get(url)).body()).toString();
    expect(body.includes('_zod'), `${path(url)} holds no zod schema`).toBe(false);
  }
});
