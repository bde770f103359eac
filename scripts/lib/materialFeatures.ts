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
import sharp from 'sharp';

import { ANSWER_CHOICES } from '../../src/domain/identification/answers';
import type { AnswerChoice, Material } from '../../src/domain/types';
import { graphModelOf, MATERIAL_FEATURE_SIZE, materialFeatures, runMobileNet } from '../../workers/mobileNet';
import { readModelCopy } from './browserPhoto';
import { floorSurface } from './floorSurfaces';
import { loadNodeMobileNet, MOBILENET_INPUT_RANGE, readImageTensor, SHARED_DATA_DIR } from './nodeMobileNet';
import { seededRandom } from './seededRandom';

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

/** Renders of what no licensed photo covers (npm run render:hazards): git-ignored, made again by the command. */
export const RENDER_DIR = join(PROJECT_ROOT, '.cache', 'renders');
/**
 * Batteries and hazards as a shop's product photo shows them (seeds from 500001): a style no training
 * render has, kept in a folder of their own so that no training list ever reads them.
 */
export const PRODUCT_RENDER_DIR = join(PROJECT_ROOT, '.cache', 'renders-product');
/**
 * The same kinds lit as product photos but with no sweep: the subject and its shadow on a transparent
 * film (RGBA), to be put down on photographed floors (make-home-floor-renders.ts). Held out, like them.
 */
export const CUTOUT_RENDER_DIR = join(PROJECT_ROOT, '.cache', 'renders-cutout');
/**
 * Render seeds held out: scored, never trained on. Batteries and hazards from 100001, everyday things
 * from 400001 (their training seeds start at 1 and 300001; backgrounds at 200001: render-hazards.ts),
 * product photos from 500001.
 */
const HELD_OUT_SEEDS: readonly (readonly [number, number])[] = [
  [100_000, 200_000],
  [400_000, 600_000],
];
/**
 * The JPEG quality a render is read at. Every licensed photo is a JPEG (TrashNet's at quality 95, the
 * other sets' at 88) and every render a lossless PNG, so, read as they are, compression itself would
 * say "not a battery, not a hazard": a head trained on the PNGs lost held-out battery and hazard renders
 * read as JPEGs (92.7% right as PNGs, 86.5% at quality 88, 62.5% at 50). A render is read as the file a
 * camera would write, at a quality in the photos' own range drawn from its seed.
 */
export function renderJpegQuality(seed: number): number {
  return 85 + Math.floor(seededRandom(seed)() * 11);
}

export function isHeldOutSeed(seed: number): boolean {
  return HELD_OUT_SEEDS.some(([from, to]) => seed >= from && seed < to);
}

/**
 * The renders, training seeds or held-out seeds: batteries and hazards, and everyday things in the
 * same scenes, each in its answer's folder. Their label is the kind (aa, 9v, aerosol, pet-bottle...),
 * so folds and figures keep the kinds apart. Material 'hazardous' is an answer, not a material: the
 * head's classes are answers (materialHead.ts).
 */
export function listRenders(split: 'train' | 'held-out', dir: string = RENDER_DIR): PhotoSet {
  const photos: Photo[] = [];
  const hash = createHash('sha256');
  for (const material of ANSWER_CHOICES) {
    const folder = join(dir, material);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      const match = /^(.+)-(\d+)\.png$/.exec(name);
      if (!match) continue;
      const heldOut = isHeldOutSeed(Number(match[2]));
      if (heldOut !== (split === 'held-out')) continue;
      const path = join(folder, name);
      const jpegQuality = renderJpegQuality(Number(match[2]));
      photos.push({ source: 'render', label: match[1]!, material, path, jpegQuality });
      hash.update(`${material}/${name}@q${jpegQuality}`).update('\0').update(readFileSync(path));
    }
  }
  return { name: `renders-${split}`, photos, dataHash: hash.digest('hex') };
}

/** The out-of-studio photos: never trained on; folders are named by material. */
export const WILD_EVAL_DIR = join(SHARED_DATA_DIR, 'wild-eval');

export interface Photo {
  /** The set it comes from, e.g. 'trashnet', or 'wild-eval'. */
  source: string;
  /** Its folder in the set, e.g. 'glass' or 'tshirt'. */
  label: string;
  /** The answer it stands for: a material, or 'hazardous'. */
  material: AnswerChoice;
  /** Absolute path. */
  path: string;
  /** Read as a JPEG of this quality (renders: renderJpegQuality()); photos are read as they are. */
  jpegQuality?: number;
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
  /**
   * A photo of its own to put behind the object, in place of a studio's plain backdrop
   * (compositeView): the object is cut out where it differs from the backdrop's colour.
   */
  background?: string;
  /** A drawn floor behind the object instead (floorSurfaces.ts): its seed. */
  floor?: number;
  /** Whether the object casts a soft shadow on what is behind it. */
  shadow?: boolean;
  /** How much of the frame the object keeps (0..1], placed at `place` ([top, left] in the free room). */
  scale?: number;
  place?: readonly [number, number];
  /** Per channel multipliers: a warm or cold light. */
  tint?: readonly [number, number, number];
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

/** Rendered home-like backgrounds (npm run render:hazards), for compositeView. */
export function listBackgrounds(dir: string = join(RENDER_DIR, 'backgrounds')): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.png'))
        .sort()
        .map((name) => join(dir, name))
    : [];
}

/** The sets whose photos are of one object on a plain studio backdrop, which compositeView can cut out. */
export const STUDIO_BACKDROP_SOURCES: ReadonlySet<string> = new Set(['trashnet']);

/**
 * Photo number `index` cut out of its studio backdrop and put on a home-like background, smaller or
 * larger, under a tinted light: so the head learns the object, not the studio (round: which try).
 */
export function compositeView(round: number, index: number, backgrounds: readonly string[]): ViewSpec {
  const random = seededRandom(round * 7_000_003 + index);
  const warm = 0.9 + 0.2 * random();
  return {
    name: `composite${round}`,
    background: backgrounds[Math.floor(random() * backgrounds.length)],
    scale: 0.55 + 0.45 * random(),
    place: [random(), random()],
    flip: random() < 0.5,
    brightness: 0.75 + 0.4 * random(),
    tint: [warm, 1, 2 - warm],
  };
}

/**
 * Photo number `index` cut out of its studio backdrop and put down on a drawn floor (concrete,
 * asphalt, tiles, wood), at the smaller sizes photos taken at home show things, with a soft shadow.
 */
export function floorView(round: number, index: number): ViewSpec {
  const random = seededRandom(round * 9_000_011 + index);
  const warm = 0.9 + 0.2 * random();
  return {
    name: `floor${round}`,
    floor: Math.floor(random() * 2 ** 31),
    shadow: true,
    scale: 0.3 + 0.5 * random(),
    place: [random(), random()],
    flip: random() < 0.5,
    brightness: 0.8 + 0.35 * random(),
    tint: [warm, 1, 2 - warm],
  };
}

/** Names the cut-out method in cached views' names, so a change to it makes them again. */
export const CUT_OUT = 'field';

/** Below this share of the frame a cut-out is no object; above it, the backdrop was not found. */
const CUT_OUT_SHARE: readonly [number, number] = [0.03, 0.8];

/** Solves the 4 x 4 system a x = b (Gaussian elimination with partial pivoting). */
function solve4(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < 4; col++) {
    const pivot = m
      .slice(col)
      .reduce((best, row, k) => (Math.abs(row[col]!) > Math.abs(m[best]![col]!) ? col + k : best), col);
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < 4; row++) {
      if (row === col || !m[col]![col]) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k < 5; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => (row[i] ? row[4]! / row[i]! : 0));
}

/**
 * The studio's backdrop as lit: per channel, a + b x + c y + d r^2 fitted to the photo's outer rows and
 * columns (a board is lit from one side and darkens towards the corners), twice, the second time
 * without the border pixels the first fit left far off (an object touching the edge).
 */
function backdropField(image: tf.Tensor3D): tf.Tensor3D {
  const [height, width] = image.shape;
  const edge = Math.max(1, Math.round(Math.min(height, width) * 0.04));
  const pixels = image.dataSync();
  const border: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (y < edge || y >= height - edge || x < edge || x >= width - edge) border.push(y * width + x);
  const terms = (index: number) => {
    const x = ((index % width) / width) * 2 - 1;
    const y = (Math.floor(index / width) / height) * 2 - 1;
    return [1, x, y, x * x + y * y];
  };
  const fit = (members: readonly number[]) =>
    [0, 1, 2].map((channel) => {
      const a = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
      const b = [0, 0, 0, 0];
      for (const index of members) {
        const t = terms(index);
        const v = pixels[index * 3 + channel]!;
        for (let i = 0; i < 4; i++) {
          b[i]! += t[i]! * v;
          for (let j = 0; j < 4; j++) a[i]![j]! += t[i]! * t[j]!;
        }
      }
      return solve4(a, b);
    });
  const predict = (coefficients: number[][], index: number, channel: number) =>
    terms(index).reduce((sum, t, i) => sum + t * coefficients[channel]![i]!, 0);
  const first = fit(border);
  const kept = border.filter((index) =>
    [0, 1, 2].every((channel) => Math.abs(pixels[index * 3 + channel]! - predict(first, index, channel)) < 30),
  );
  const coefficients = kept.length > border.length / 3 ? fit(kept) : first;
  const field = new Float32Array(height * width * 3);
  for (let index = 0; index < height * width; index++)
    for (let channel = 0; channel < 3; channel++) field[index * 3 + channel] = predict(coefficients, index, channel);
  return tf.tensor3d(field, [height, width, 3]);
}

/**
 * The object of a studio photo (float32 0..255) over the view's background: a soft mask of what
 * differs from the backdrop as lit. A photo whose object fills the frame, or whose backdrop is not
 * plain, is left as it is (under the view's light).
 */
function composite(image: tf.Tensor3D, view: ViewSpec): tf.Tensor3D {
  const [height, width] = image.shape;
  const distance = tf.sqrt(tf.sum(tf.square(tf.sub(image, backdropField(image))), 2, true));
  // What is left of the backdrop's shade after the fit is some levels; objects differ by more.
  const hard = tf.clipByValue(tf.div(tf.sub(distance, 35), 35), 0, 1) as tf.Tensor3D;
  const mask = tf.avgPool(hard, 5, 1, 'same') as tf.Tensor3D;
  const share = mask.mean().dataSync()[0]!;
  if (share < CUT_OUT_SHARE[0] || share > CUT_OUT_SHARE[1]) return image;
  const background =
    view.floor === undefined
      ? tf.image.resizeBilinear(tf.cast(readImageTensor(view.background!), 'float32') as tf.Tensor3D, [height, width])
      : tf.image.resizeBilinear(floorSurface(view.floor, 256), [height, width]);
  const scale = view.scale ?? 1;
  const h = Math.max(8, Math.round(height * scale));
  const w = Math.max(8, Math.round(width * scale));
  const [top, left] = view.place ?? [0.5, 0.5];
  const padding: [number, number][] = [
    [Math.round((height - h) * top), height - h - Math.round((height - h) * top)],
    [Math.round((width - w) * left), width - w - Math.round((width - w) * left)],
    [0, 0],
  ];
  const object = tf.pad(tf.image.resizeBilinear(image, [h, w]), padding);
  const placedMask = tf.pad(tf.image.resizeBilinear(mask, [h, w]), padding);
  const behind = view.shadow ? tf.mul(background, tf.sub(1, tf.mul(shadowOf(placedMask), 0.45))) : background;
  return tf.add(tf.mul(object, placedMask), tf.mul(behind, tf.sub(1, placedMask))) as tf.Tensor3D;
}

/** A soft shadow of the placed mask, fallen a little down and to one side. */
function shadowOf(mask: tf.Tensor3D): tf.Tensor3D {
  const [height, width] = mask.shape;
  const shift = Math.max(2, Math.round(height * 0.02));
  const fallen = tf.pad(tf.slice(mask, [0, 0, 0], [height - shift, width - shift, 1]), [
    [shift, 0],
    [shift, 0],
    [0, 0],
  ]);
  const blur = Math.max(3, Math.round(height * 0.04)) | 1;
  return tf.avgPool(tf.avgPool(fallen, blur, 1, 'same'), blur, 1, 'same') as tf.Tensor3D;
}

/** A photo (0..255) under one view: what the head trains on. */
export function applyView(pixels: tf.Tensor3D, view: ViewSpec): tf.Tensor3D {
  return tf.tidy(() => {
    let image = tf.cast(pixels, 'float32') as tf.Tensor3D;
    if (view.background !== undefined || view.floor !== undefined) image = composite(image, view);
    if (view.tint) image = tf.mul(image, tf.tensor1d([...view.tint])) as tf.Tensor3D;
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

/** A photo as the browser reads it, under one view (float32, 0..255). */
export async function readView(photo: Pick<Photo, 'path' | 'jpegQuality'>, view: ViewSpec): Promise<tf.Tensor3D> {
  const file =
    photo.jpegQuality === undefined
      ? photo.path
      : await sharp(photo.path).jpeg({ quality: photo.jpegQuality }).toBuffer();
  const { pixels } = await readModelCopy(file);
  try {
    return applyView(pixels, view);
  } finally {
    pixels.dispose();
  }
}

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
    const viewed = await readView(photo, viewOf(index));
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

/** One view of several sets, their rows one after the other (each set cached on its own). */
export async function rowsForSets(
  sets: readonly PhotoSet[],
  name: string,
  viewOf: (index: number) => ViewSpec,
  log: (message: string) => void,
): Promise<Float32Array> {
  const parts = [];
  for (const set of sets) parts.push(await rowsFor(set, name, viewOf, log));
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
