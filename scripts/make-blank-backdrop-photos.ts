// Makes photos as a shop shows a product: TrashNet's objects cut out of their studio backdrop and put
// on one flat white, smaller or larger, in eval:wild's layout (<folder>/<material>/*.jpg). They measure
// whether a photo whose backdrop was made flat is refused as a picture made on a screen. The objects
// are training photos: the figure is the not-waste rule's, not the head's.
// Run: npm run eval:blank-backdrop   (or npx tsx scripts/make-blank-backdrop-photos.ts [folder], default .cache/blank-backdrop)
import '@tensorflow/tfjs-backend-wasm';

import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import * as tf from '@tensorflow/tfjs';
import sharp from 'sharp';

import { listTrainingPhotos, readView, STUDIO_BACKDROP_SOURCES, TRAINING_SOURCES } from './lib/materialFeatures';
import { seededRandom } from './lib/seededRandom';

/** Every ninth TrashNet photo: 193 pictures, each material in its share. */
const EVERY = 9;

const dir = resolve(process.argv[2] ?? '.cache/blank-backdrop');
await tf.setBackend('wasm');
await tf.ready();
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const white = join(dir, 'white.png');
await sharp({ create: { width: 256, height: 256, channels: 3, background: '#ffffff' } })
  .png()
  .toFile(white);
const studio = listTrainingPhotos(TRAINING_SOURCES.filter((source) => STUDIO_BACKDROP_SOURCES.has(source.name)));
const random = seededRandom(20261129);
let made = 0;
for (let index = 0; index < studio.photos.length; index += EVERY) {
  const photo = studio.photos[index]!;
  const image = await readView(photo, {
    name: 'blank',
    background: white,
    scale: 0.35 + 0.55 * random(),
    place: [random(), random()],
  });
  const [height, width] = image.shape;
  const pixels = Uint8Array.from(await image.data(), (v) => Math.max(0, Math.min(255, Math.round(v))));
  image.dispose();
  mkdirSync(join(dir, photo.material), { recursive: true });
  await sharp(Buffer.from(pixels), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(join(dir, photo.material, `blank-${index}.jpg`));
  made++;
}
rmSync(white);
console.error(`${made} photos on a blank backdrop in ${dir}`);
