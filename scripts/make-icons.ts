// Draws the app's PNG icons from public/favicon.svg with headless Chromium, so the install icons are
// the logo itself. Run after changing the logo: `tsx scripts/make-icons.ts` (the PNGs are committed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');

// Maskable icons may be cropped to a circle: the logo keeps to the central 80 % safe zone, on the
// logo's own green so the crop never shows a white corner.
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = icon.maskable ? icon.size * 0.1 : 0;
    await page.setContent(
      `<body style="margin:0;background:${icon.maskable ? '#15803d' : 'transparent'}">` +
        `<div style="position:absolute;inset:${inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: join(root, 'public', 'icons', icon.file), omitBackground: !icon.maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
