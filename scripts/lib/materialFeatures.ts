// What one forward pass gives for every licensed photo, for training the material head and choosing
// the decision rule's thresholds: the head's input (MobileNet's embedding and pooled mid-level layers,
// workers/mobileNet.ts) and the 1,000 ImageNet probabilities, one set per "view" of the photos (as it
// is, mirrored, cropped, brightened...). Photos are read as the browser reads them (browserPhoto.ts)
// and run through the worker's own forward pass; sets are cached on disk (git-ignored), because a
// view of all the photos takes a few minutes and the head is tuned many times over the same sets.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import * as tf from '@tensorflow/tfjs';

import type { Material } from '../../src/domain/types';
import { graphModelOf, MATERIAL_FEATURE_SIZE, materialFeatures, runMobileNet } from '../../workers/mobileNet';
import { readModelCopy } from './browserPhoto';
import { loadNodeMobileNet, MOBILENET_INPUT_RANGE, SHARED_DATA_DIR } from './nodeMobileNet';

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
/** Git-ignored: derived from the photos, which are never committed. */
export const FEATURE_CACHE_DIR = join(PROJECT_ROOT, '.cache', 'photo-features');
/** The material head's cross-validated outputs, kept by train:material for eval:studio. */
export const HELD_OUT_FILE = join(FEATURE_CACHE_DIR, 'held-out.json');
/** One row per photo: the ImageNet probabilities, then the head's features. */
export const IMAGENET_CLASS_COUNT = 1000;
export const ROW_SIZE = IMAGENET_CLASS_COUNT + MATERIAL_FEATURE_SIZE;

/** A licensed training set under ../shared/data: its folders and the material each stands for. */
export interface TrainingSource {
  name: string;
  /** Relative to ../shared/data. */
  dir: string;
  materials: Readonly<Record<string, Material>>;
}

const textile = (labels: string[]) => Object.fromEntries(labels.map((l) => [l, 'textile' as const]));
export const TRAINING_SOURCES: readonly TrainingSource[] = [
  {
    name: 'trashnet',
    dir: 'trashnet/train',
    materials: {
      cardboard: 'cardboard',
      glass: 'glass',
      metal: 'metal',
      paper: 'paper',
      plastic: 'plastic',
      trash: 'other',
    },
  },
  {
    name: 'clothing',
    dir: 'clothing/train',
    materials: textile([
      'dress',
      'hat',
      'hoodie',
      'longsleeve',
      'outwear',
      'pants',
      'polo',
      'shirt',
      'shoes',
      'shorts',
      'skirt',
      'tshirt',
    ]),
  },
  {
    name: 'e-waste',
    dir: 'e-waste/train',
    materials: {
      keyboard: 'e-waste',
      laptop: 'e-waste',
      monitor: 'e-waste',
      mouse: 'e-waste',
      phone: 'e-waste',
      'pet-bottle': 'plastic',
    },
  },
  { name: 'grocery', dir: 'grocery/train', materials: { fruit: 'organic', vegetables: 'organic', carton: 'paper' } },
];

/** The out-of-studio photos: never trained on; folders are named by material. */
export const WILD_EVAL_DIR = join(SHARED_DATA_DIR, 'wild-eval');

export interface Photo {
  /** The set it comes from, e.g. 'trashnet', or 'wild-eval'. */
  source: string;
  /** Its folder in the set, e.g. 'glass' or 'tshirt'. */
  label: string;
  material: Material;
  /** Absolute path. */
  path: string;
}

export interface PhotoSet {
  name: string;
  photos: Photo[];
  /** sha256 over every photo's path and bytes: names the exact data a head was trained on. */
  dataHash: string;
}

function listFolder(
  source: string,
  dir: string,
  materialOf: (label: string) => Material | undefined,
  into: Photo[],
  hash: ReturnType<typeof createHash>,
) {
  for (const label of readdirSync(dir).sort()) {
    const material = materialOf(label);
    if (!material) continue;
    for (const name of readdirSync(join(dir, label)).sort()) {
      const path = join(dir, label, name);
      into.push({ source, label, material, path });
      hash.update(`${source}/${label}/${name}`).update('\0').update(readFileSync(path));
    }
  }
}

export function listTrainingPhotos(sources: readonly TrainingSource[] = TRAINING_SOURCES): PhotoSet {
  const photos: Photo[] = [];
  const hash = createHash('sha256');
  for (const source of sources) {
    listFolder(source.name, join(SHARED_DATA_DIR, source.dir), (label) => source.materials[label], photos, hash);
  }
  return { name: 'training', photos, dataHash: hash.digest('hex') };
}

/** A folder of photos in one sub-folder per material (wild-eval's layout). */
export function listLabelledFolder(dir: string = WILD_EVAL_DIR, name = 'wild-eval'): PhotoSet {
  const photos: Photo[] = [];
  const hash = createHash('sha256');
  listFolder(
    name,
    dir,
    (label) => (existsSync(join(dir, label)) && !label.includes('.') ? (label as Material) : undefined),
    photos,
    hash,
  );
  return { name, photos, dataHash: hash.digest('hex') };
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
      image = tf.slice(
        image,
        [Math.round(top * height), Math.round(left * width), 0],
        [Math.round(h * height), Math.round(w * width), 3],
      );
    }
    if (view.flip) image = tf.reverse(image, 1);
    if (view.halfTurn) image = tf.reverse(image, [0, 1]);
    if (view.brightness !== undefined && view.brightness !== 1)
      image = tf.clipByValue(tf.mul(image, view.brightness), 0, 255) as tf.Tensor3D;
    return image;
  });
}

export const PLAIN_VIEW: ViewSpec = { name: 'plain' };
export const FLIP_VIEW: ViewSpec = { name: 'flip', flip: true };

/** Row `index` of a view's rows: the ImageNet probabilities, then the head's features. */
export const probabilitiesOf = (rows: Float32Array, index: number) =>
  rows.subarray(index * ROW_SIZE, index * ROW_SIZE + IMAGENET_CLASS_COUNT);
export const featuresOf = (rows: Float32Array, index: number) =>
  rows.subarray(index * ROW_SIZE + IMAGENET_CLASS_COUNT, (index + 1) * ROW_SIZE);

/**
 * Every photo of the set under one view: a Float32Array of photos x ROW_SIZE, row i for photo i.
 * viewOf(i) gives the view of photo i (random views differ per photo).
 */
export async function rowsFor(
  set: PhotoSet,
  name: string,
  viewOf: (index: number) => ViewSpec,
  log: (message: string) => void,
): Promise<Float32Array> {
  const cacheFile = join(FEATURE_CACHE_DIR, `${set.name}-${set.dataHash.slice(0, 16)}-${name}-rows${ROW_SIZE}.f32`);
  const expectedBytes = set.photos.length * ROW_SIZE * 4;
  if (existsSync(cacheFile)) {
    const bytes = readFileSync(cacheFile);
    if (bytes.byteLength === expectedBytes)
      return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  const model = graphModelOf(await loadNodeMobileNet());
  const out = new Float32Array(set.photos.length * ROW_SIZE);
  const started = Date.now();
  for (const [index, photo] of set.photos.entries()) {
    const { pixels } = await readModelCopy(photo.path);
    const viewed = applyView(pixels, viewOf(index));
    pixels.dispose();
    const output = await runMobileNet(model, viewed, MOBILENET_INPUT_RANGE, true);
    viewed.dispose();
    out.set(output.probabilities, index * ROW_SIZE);
    out.set(materialFeatures(output), index * ROW_SIZE + IMAGENET_CLASS_COUNT);
    if ((index + 1) % 500 === 0)
      log(`  ${set.name} ${name}: ${index + 1}/${set.photos.length} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  mkdirSync(FEATURE_CACHE_DIR, { recursive: true });
  writeFileSync(cacheFile, new Uint8Array(out.buffer));
  log(`  ${set.name} ${name}: ${set.photos.length} photos in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return out;
}
