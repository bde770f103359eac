// Pictures that are not pieces of waste (hand-drawn words, doodles, app and document screenshots,
// charts), so we can measure how often the classifier rightly answers "this is not waste". Drawn
// from a seeded PRNG per picture, so every run yields the same pictures and tune/test splits stay
// comparable between runs. Everything is inline HTML/SVG with generic font families: no network.
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { doodle, Rng, wordDrawing } from './notWasteDrawings';
import { chart, screenshotApp, screenshotDoc } from './notWasteScreens';

export type NotWasteKind = 'word-drawing' | 'doodle' | 'screenshot-app' | 'screenshot-doc' | 'chart';
export interface NotWastePicture {
  path: string;
  kind: NotWasteKind;
  split: 'tune' | 'test';
}

const KINDS: readonly NotWasteKind[] = ['word-drawing', 'doodle', 'screenshot-app', 'screenshot-doc', 'chart'];
const VIEWPORTS = [
  [800, 600],
  [640, 640],
  [390, 844],
  [1280, 800],
  [1024, 768],
] as const;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function render(kind: NotWasteKind, r: Rng): { html: string; width: number; height: number } {
  const [width, height] =
    kind === 'screenshot-app'
      ? r.pick([VIEWPORTS[2], VIEWPORTS[3]])
      : // Axis labels and diagram boxes get cramped on a phone-width canvas.
        kind === 'chart'
        ? r.pick(VIEWPORTS.filter(([vw]) => vw >= 640))
        : r.pick(VIEWPORTS);
  const html =
    kind === 'word-drawing'
      ? wordDrawing(r, width, height)
      : kind === 'doodle'
        ? doodle(r, width, height)
        : kind === 'screenshot-app'
          ? screenshotApp(r, width)
          : kind === 'screenshot-doc'
            ? screenshotDoc(r, width)
            : chart(r, width, height);
  return { html, width, height };
}

/** Writes `count` non-waste PNGs into `dir` (kept between runs: a file already there is reused). */
export async function makeNotWastePictures(dir: string, count = 120): Promise<NotWastePicture[]> {
  mkdirSync(dir, { recursive: true });
  const pictures = Array.from({ length: count }, (_, index) => {
    const kind = KINDS[index % KINDS.length] as NotWasteKind;
    const split: NotWastePicture['split'] = index % 2 === 0 ? 'tune' : 'test';
    return { index, kind, split, path: join(dir, `${String(index).padStart(3, '0')}-${kind}.png`) };
  });
  const missing = pictures.filter((p) => !existsSync(p.path) || statSync(p.path).size === 0);
  if (missing.length > 0) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const tab = await browser.newPage();
      // Belt and braces: the pages are self-contained, so any request at all would be a bug.
      await tab.route('**/*', (route) => route.abort());
      for (const p of missing) {
        const { html, width, height } = render(p.kind, new Rng(Math.imul(p.index + 1, 0x9e3779b9)));
        await tab.setViewportSize({ width, height });
        await tab.setContent(html);
        // Written under a temporary name first, so an interrupted run never leaves a truncated PNG that
        // a later run would reuse.
        writeFileSync(`${p.path}.tmp`, await tab.screenshot());
        renameSync(`${p.path}.tmp`, p.path);
      }
    } finally {
      await browser.close();
    }
  }
  return pictures.map(({ path, kind, split }) => ({ path, kind, split }));
}
