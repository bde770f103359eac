// Makes the held-out renders and product photos again as JPEG files of several qualities, in
// eval:wild's layout (<folder>/<seed|product>-q<quality>/<truth>/*.jpg). Every licensed photo the head
// learns from is a JPEG (TrashNet's of quality 95, the other sets' of 88), as a phone or a web page
// saves a photo; every render is a lossless PNG. They measure whether compression alone moves a
// battery or a hazard the head never saw: its seed is held out, and below 85 so is its quality.
// Run: npm run eval:compressed   (or npx tsx scripts/make-compressed-renders.ts [folder], default .cache/compressed)
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

import sharp from 'sharp';

import { listRenders, PRODUCT_RENDER_DIR } from './lib/materialFeatures';

/** A phone's camera (95), the licensed sets' own (88), a web page or a messaging app (75), a thumbnail (50). */
const QUALITIES = [95, 88, 75, 50] as const;

const dir = resolve(process.argv[2] ?? '.cache/compressed');
const sets = { seed: listRenders('held-out').photos, product: listRenders('held-out', PRODUCT_RENDER_DIR).photos };
if (!sets.seed.length && !sets.product.length) {
  console.error('No held-out renders: run `npm run render:hazards` first.');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
for (const [name, photos] of Object.entries(sets))
  for (const quality of QUALITIES)
    for (const photo of photos) {
      const folder = join(dir, `${name}-q${quality}`, photo.material);
      mkdirSync(folder, { recursive: true });
      await sharp(photo.path)
        .jpeg({ quality })
        .toFile(join(folder, `${basename(photo.path, '.png')}.jpg`));
    }
console.error(
  `${sets.seed.length} held-out and ${sets.product.length} product renders at qualities ${QUALITIES.join(', ')} in ${dir}`,
);
