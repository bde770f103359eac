// Draws the non-waste pictures (drawings, screenshots, charts) used to measure whether the app says
// "not waste", in eval:wild's layout: <folder>/tune/not-waste/ (even pictures, used while choosing the
// rule) and <folder>/test/not-waste/ (odd ones, kept for the figures).
// Run: npm run eval:not-waste   (or npx tsx scripts/make-not-waste-pictures.ts [folder], default .cache/not-waste)
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

import { makeNotWastePictures } from './lib/notWastePictures';

const dir = resolve(process.argv[2] ?? '.cache/not-waste');
const pictures = await makeNotWastePictures(join(dir, 'all'));
for (const split of ['tune', 'test'] as const) {
  const folder = join(dir, split, 'not-waste');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const picture of pictures.filter((p) => p.split === split)) {
    symlinkSync(relative(folder, resolve(picture.path)), join(folder, basename(picture.path)));
  }
}
console.error(`${pictures.length} pictures in ${dir}/{tune,test}/not-waste`);
