// What JavaScript the home page fetches before a person can use it, sized as the built files gzip.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser, Request } from '@playwright/test';

export const DIST = resolve(import.meta.dirname, '..', '..', 'dist');
/** How long the network must stay silent, once the upload box is there, for the page to count as settled. */
const QUIET_MS = 500;
const USABLE_TIMEOUT_MS = 30_000;

export interface InitialJsFile {
  /** The file's path under dist/, e.g. `assets/index-abc123.js`. */
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface InitialJs {
  totalGzipBytes: number;
  /** Largest first. */
  files: InitialJsFile[];
}

export interface InitialJsOptions {
  /** The browser's language (navigator.language), so each locale's first screen can be measured. Default en-US. */
  locale?: string;
  /** The build being served at `url`; its files are what gets gzipped. Default: the project's dist/. */
  distDir?: string;
}

/**
 * The named files of the build in `distDir` (paths under it, e.g. `assets/index-abc123.js`), each
 * gzipped here at level 9, so a figure depends on the build alone and not on the server or the run.
 */
export function builtJs(distDir: string, names: readonly string[]): InitialJs {
  const files = names.map((name) => {
    const bytes = readFileSync(join(distDir, name));
    return { name, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}

/**
 * Opens `url` (the home page of a served build of `distDir`) in a fresh context of `browser`, with an
 * empty cache and no service worker, as a first visit, and lists every JavaScript file the page fetched
 * until it was usable: the upload box's `photo-input` attached and the network quiet for 500 ms.
 * Sizes are the files in `distDir` gzipped here at level 9, so they do not depend on the server.
 *
 * "Usable" leaves out what the app itself defers to idle time (requestIdleCallback), which is work for
 * later screens and later steps: the model worker, the Results chunk, the analysis engine and knowledge
 * base. Those callbacks are held for the whole measurement, so that work never starts and cannot race
 * into the figure. Everything else the page starts on load (the session check, the service worker's
 * registration, a locale's texts) counts, whether the first screen waits for it or not.
 */
export async function measureInitialJs(
  browser: Browser,
  url: string,
  options: InitialJsOptions = {},
): Promise<InitialJs> {
  const distDir = options.distDir ?? DIST;
  const origin = new URL(url).origin;
  // The precache would otherwise fetch the whole app alongside the page.
  const context = await browser.newContext({ locale: options.locale ?? 'en-US', serviceWorkers: 'block' });
  try {
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    const settle = (request: Request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
      const { origin: from, pathname } = new URL(request.url());
      if (from === origin && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);

    await page.goto(url);
    await page.getByTestId('photo-input').waitFor({ state: 'attached', timeout: USABLE_TIMEOUT_MS });
    const deadline = Date.now() + USABLE_TIMEOUT_MS;
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`The network did not go quiet: ${[...inFlight].map((r) => r.url())}`);
      await page.waitForTimeout(50);
    }

    return builtJs(distDir, [...scripts]);
  } finally {
    await context.close();
  }
}
