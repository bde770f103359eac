// The 'new version available' prompt against a real service worker update: the installed worker's
// script changes on the server, the browser installs the new one beside it, and the person decides
// when it takes over.
//
// Playwright's routes do not see the browser's update checks of a worker script (only its first
// fetch), so these tests serve the built app themselves: Vite's own preview server, with the project's
// config and headers, that can answer /sw.js with a new revision of the built worker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';

import { DESKTOP, PHONE, saveScreenshot, useLanguage } from './helpers';

test.use({ serviceWorkers: 'allow' });

const ROOT = join(import.meta.dirname, '..', '..');
const BUILT_WORKER = join(ROOT, 'dist', 'sw.js');

let server: PreviewServer;
let origin = '';
/** 0 serves the worker as built; each publish serves a byte-different one that says its revision. */
let revision = 0;

test.beforeAll(async () => {
  server = await preview({
    root: ROOT,
    logLevel: 'error',
    // Any free loopback port: the configured webServers keep theirs.
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
    plugins: [
      {
        name: 'e2e-new-service-worker',
        configurePreviewServer({ config, middlewares }) {
          middlewares.use('/sw.js', (_request, response, next) => {
            if (!revision) return next();
            for (const [name, value] of Object.entries(config.preview.headers ?? {}))
              response.setHeader(name, value as string);
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(`${readFileSync(BUILT_WORKER, 'utf8')}\nself.e2eRevision = ${revision};\n`);
          });
        },
      },
    ],
  });
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

test.afterAll(async () => {
  await server.close();
});

const publishNewVersion = () => ++revision;

/** One visit, then a second load that the installed worker controls. */
async function visitUntilControlled(page: Page) {
  await page.goto(`${origin}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
}

/** Asks the browser to look for a new worker script now, as it does on its own after navigations. */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
}

/** The pages the worker of a given revision controls, asked of that worker itself (null: no such worker). */
async function pagesControlledBy(context: BrowserContext, wanted: number): Promise<string[] | null> {
  for (const worker of context.serviceWorkers()) {
    const answer = await worker
      .evaluate(async () => {
        const scope = self as unknown as { e2eRevision?: number; clients: { matchAll(): Promise<{ url: string }[]> } };
        return { revision: scope.e2eRevision ?? 0, urls: (await scope.clients.matchAll()).map((client) => client.url) };
      })
      .catch(() => null);
    if (answer?.revision === wanted) return answer.urls;
  }
  return null;
}

const waitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

test.describe('the new version prompt', () => {
  test('a new worker is offered, Later puts it off until the next load, Reload switches to it', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(DESKTOP);
    await visitUntilControlled(page);

    const published = publishNewVersion();
    await checkForUpdate(page);
    const prompt = page.getByRole('status', { name: 'A new version of RecycleSmart is available.' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button')).toHaveText(['Reload now', 'Later']);
    // Installed and waiting: the page keeps its current version until the person chooses.
    expect(await waitingWorker(page)).toBe('installed');
    await expect.poll(() => pagesControlledBy(context, published)).toEqual([]);
    await saveScreenshot(page, 'update-prompt-en-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'update-prompt-en-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);

    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await waitingWorker(page)).toBe('installed');

    // The waiting version is offered again on the next load.
    await page.reload();
    await expect(prompt).toBeVisible();

    await page.evaluate(() => Object.assign(window, { e2eBeforeReload: true }));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload now' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'e2eBeforeReload' in window)).toBe(false);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    // The new worker is the active one and controls the reloaded page; nothing else waits.
    expect(await waitingWorker(page)).toBeNull();
    await expect.poll(() => pagesControlledBy(context, published)).toContain(page.url());
  });

  test('in Arabic the prompt is translated, reads right to left and passes the accessibility check', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await page.setViewportSize(PHONE);
    await visitUntilControlled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    publishNewVersion();
    await checkForUpdate(page);
    const prompt = page.getByRole('status', { name: 'يتوفر إصدار جديد من RecycleSmart.' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button')).toHaveText(['إعادة التحميل الآن', 'لاحقًا']);
    await saveScreenshot(page, 'update-prompt-ar-phone', { fullPage: false });

    await page.setViewportSize(DESKTOP);
    // Anchored at the inline start, which is the right-hand side in Arabic.
    const box = (await prompt.boundingBox())!;
    expect(DESKTOP.width - (box.x + box.width)).toBeLessThan(box.x);
    await saveScreenshot(page, 'update-prompt-ar-desktop', { fullPage: false });
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="update-prompt"]').analyze();
    expect(violations).toEqual([]);

    await prompt.getByRole('button', { name: 'لاحقًا' }).click();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  });
});
