// The material head's input (MobileNet's embedding and pooled mid-level layers, workers/mobileNet.ts) for
// every TrashNet training photo, for training the head: one set per
// "view" of the photos (the photo itself, mirrored, cropped, brightened...), computed through the
// worker's own forward pass (workers/mobileNet.ts) and cached on disk, because a set takes about a
// minute per view and the head is tuned many times over the same sets.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { graphModelOf, MATERIAL_FEATURE_SIZE, materialFeatures, runMobileNet } from '../../workers/mobileNet';
import { loadNodeMobileNet, MOBILENET_INPUT_RANGE, readImageTensor, TRASHNET_TRAIN_DIR } from './nodeMobileNet';

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
/** Git-ignored: derived from the photos, which are never committed. */
export const FEATURE_CACHE_DIR = join(PROJECT_ROOT, '.cache', 'material-features');

export interface Photo {
  /** TrashNet's class folder, e.g. 'glass'. */
  label: string;
  /** Relative to the training folder, e.g. 'glass/glass12.jpg'. */
  file: string;
}

export interface PhotoSet {
  photos: Photo[];
  /** sha256 over every photo's path and bytes: names the exact data a head was trained on. */
  dataHash: string;
}

export function listPhotos(dir = TRASHNET_TRAIN_DIR): PhotoSet {
  const photos: Photo[] = [];
  const hash = createHash('sha256');
  for (const label of readdirSync(dir).sort()) {
    for (const name of readdirSync(join(dir, label)).sort()) {
      const file = `${label}/${name}`;
      photos.push({ label, file });
      hash.update(file).update('\0').update(readFileSync(join(dir, file)));
    }
  }
  return { photos, dataHash: hash.digest('hex') };
}

/**
 * How one view changes a photo. Crops are fractions of the side; flips and the half turn are what
 * a photo of an object on a table can honestly look like (a quarter of TrashNet is turned 180°).
 */
export interface ViewSpec {
  name: string;
  flip?: boolean;
  halfTurn?: boolean;
  /** [top, left, height, width] as fractions of the photo. */
  crop?: readonly [number, number, number, number];
  /** Multiplies every pixel; 1 leaves the photo as it is. */
  brightness?: number;
}

/** A small seeded generator (mulberry32), so augmented views are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random light augmentation of photo number `index` for augmentation round `round`. */
export function randomView(round: number, index: number): ViewSpec {
  const random = seededRandom(round * 1_000_003 + index);
  const side = 0.72 + 0.23 * random();
  return {
    name: `random${round}`,
    flip: random() < 0.5,
    halfTurn: random() < 0.25,
    crop: [(1 - side) * random(), (1 - side) * random(), side, side],
    brightness: 0.78 + 0.44 * random(),
  };
}

function applyView(pixels: tf.Tensor3D, view: ViewSpec): tf.Tensor3D {
  return tf.tidy(() => {
    let image = tf.cast(pixels, 'float32') as tf.Tensor3D;
    if (view.crop) {
      const [height, width] = image.shape;
      const [top, left, h, w] = view.crop;
      image = tf.slice(image, [Math.round(top * height), Math.round(left * width), 0], [Math.round(h * height), Math.round(w * width), 3]);
    }
    if (view.flip) image = tf.reverse(image, 1);
    if (view.halfTurn) image = tf.reverse(image, [0, 1]);
    if (view.brightness !== undefined && view.brightness !== 1) image = tf.clipByValue(tf.mul(image, view.brightness), 0, 255) as tf.Tensor3D;
    return image;
  });
}

/** The fixed views: the photo as the app sees it, and the ones test-time averaging may use. */
export const FIXED_VIEWS: readonly ViewSpec[] = [
  { name: 'plain' },
  { name: 'flip', flip: true },
  { name: 'centre', crop: [0.1, 0.1, 0.8, 0.8] },
];

/**
 * The features of every photo under one view: a Float32Array of photos x MATERIAL_FEATURE_SIZE, row i for photo i.
 * viewOf(i) gives the view of photo i (random views differ per photo).
 */
export async function featuresFor(
  set: PhotoSet,
  name: string,
  viewOf: (index: number) => ViewSpec,
  log: (message: string) => void,
): Promise<Float32Array> {
  const cacheFile = join(FEATURE_CACHE_DIR, `${set.dataHash.slice(0, 16)}-${name}-features${MATERIAL_FEATURE_SIZE}.f32`);
  const expectedBytes = set.photos.length * MATERIAL_FEATURE_SIZE * 4;
  if (existsSync(cacheFile)) {
    const bytes = readFileSync(cacheFile);
    if (bytes.byteLength === expectedBytes) return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  const model = graphModelOf(await loadNodeMobileNet());
  const out = new Float32Array(set.photos.length * MATERIAL_FEATURE_SIZE);
  const started = Date.now();
  for (const [index, photo] of set.photos.entries()) {
    const pixels = readImageTensor(join(TRASHNET_TRAIN_DIR, photo.file));
    const viewed = applyView(pixels, viewOf(index));
    pixels.dispose();
    const output = await runMobileNet(model, viewed, MOBILENET_INPUT_RANGE, true);
    viewed.dispose();
    out.set(materialFeatures(output), index * MATERIAL_FEATURE_SIZE);
    if ((index + 1) % 250 === 0) log(`  ${name}: ${index + 1}/${set.photos.length} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  mkdirSync(FEATURE_CACHE_DIR, { recursive: true });
  writeFileSync(cacheFile, new Uint8Array(out.buffer));
  log(`  ${name}: ${set.photos.length} photos in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return out;
}
