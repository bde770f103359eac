// `npm run measure:memory`: how much memory the browser takes on top of an idle, ready app while it
// scans a huge photo, in the built app in headless Chromium. Figures, not a pass/fail test: the
// resident memory of the browser's processes, summed and sampled every 25 ms (shared pages are
// counted more than once, so the rise matters, not the total). Port: MEASURE_PORT (default 4320).
import { execFileSync, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { chromium } from '@playwright/test';

import playwrightConfig from '../playwright.config';
import { enlargedJpeg, stripedPng } from '../tests/fixtures/photos';
import { TRASHNET_TRAIN_DIR } from './lib/nodeMobileNet';
import { servePreview, VITE } from './lib/previewServer';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.MEASURE_PORT ?? 4320);
const RUNS = 3;

const PHOTOS = [
  { name: '10,000 x 10,000 PNG', file: 'huge.png', mimeType: 'image/png', buffer: stripedPng(10_000, 10_000) },
  {
    name: '4032 x 3024 JPEG',
    file: 'phone.jpg',
    mimeType: 'image/jpeg',
    buffer: enlargedJpeg(readFileSync(join(TRASHNET_TRAIN_DIR, 'plastic', 'plastic5.jpg')), 4032, 3024),
  },
];

/** Resident memory, in MB, of a process and all its descendants. */
function treeResidentMb(root: number): number {
  const rows = execSync('ps -eo pid=,ppid=,rss=')
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) children.set(ppid!, [...(children.get(ppid!) ?? []), pid!]);
  const resident = new Map(rows.map(([pid, , rss]) => [pid!, rss!]));
  let kb = 0;
  for (const stack = [root]; stack.length;) {
    const pid = stack.pop()!;
    kb += resident.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return kb / 1024;
}

async function measure(photo: (typeof PHOTOS)[number], run: number) {
  // A marker argument finds this browser's process among any others on the machine.
  const marker = `--recyclesmart-measure=${process.pid}-${run}`;
  const options = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...options, args: [...(options.args ?? []), marker] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.getByTestId('model-status').and(page.locator('[data-phase="ready"]')).waitFor({ timeout: 60_000 });
    const root = Number(execSync(`pgrep -o -f -- '${marker}'`).toString().trim().split('\n')[0]);
    const idle = treeResidentMb(root);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, treeResidentMb(root))), 25);
    const started = Date.now();
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: photo.file, mimeType: photo.mimeType, buffer: photo.buffer });
    await page.waitForURL(/\/results$/, { timeout: 120_000 });
    clearInterval(sampler);
    return { idleMb: Math.round(idle), riseMb: Math.round(peak - idle), scanMs: Date.now() - started };
  } finally {
    await browser.close();
  }
}

async function main() {
  execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  const server = await servePreview([], PORT);
  try {
    for (const photo of PHOTOS) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(photo, run));
      const rises = runs.map((r) => r.riseMb).sort((a, b) => a - b);
      console.log(
        `${photo.name} (${Math.round(photo.buffer.length / 1024)} kB): memory rise median ${rises[1]} MB, runs ${JSON.stringify(runs)}`,
      );
    }
  } finally {
    server.kill();
  }
}

await main();
