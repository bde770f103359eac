// `npm run measure:js`: builds the app, serves dist/ and prints the JavaScript the home page fetches
// before it is usable, gzipped (scripts/lib/initialJs.ts says what counts): every file for an English
// first visit, then the total for each other language. Figures, not a pass/fail test.
// Port: MEASURE_PORT (default 4330).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

import { chromium } from '@playwright/test';

import playwrightConfig from '../playwright.config';
import { type InitialJs, measureInitialJs } from './lib/initialJs';
import { servePreview, VITE } from './lib/previewServer';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.MEASURE_PORT ?? 4330);
// The browser languages of a first visit in each of the app's languages.
const OTHER_LOCALES = ['es-ES', 'zh-CN', 'hi-IN', 'ar-EG'];

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

function printFiles({ files, totalGzipBytes }: InitialJs) {
  console.log(`${'file'.padEnd(52)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)}`);
  for (const file of files) console.log(`${file.name.padEnd(52)} ${kb(file.rawBytes)} ${kb(file.gzipBytes)}`);
  const raw = files.reduce((sum, file) => sum + file.rawBytes, 0);
  console.log(`${`total, ${files.length} files`.padEnd(52)} ${kb(raw)} ${kb(totalGzipBytes)}`);
}

async function main() {
  execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  const server = await servePreview([], PORT);
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const url = `http://127.0.0.1:${PORT}/`;
    console.log('Home page, first visit in English: JavaScript fetched before it is usable');
    printFiles(await measureInitialJs(browser, url));
    console.log('\nThe same in the other languages (gzip kB):');
    for (const locale of OTHER_LOCALES) {
      const { files, totalGzipBytes } = await measureInitialJs(browser, url, { locale });
      console.log(`${locale.padEnd(8)} ${kb(totalGzipBytes)} (${files.length} files)`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
