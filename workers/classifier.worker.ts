// The classifier worker: loads MobileNet once, keeps it warm, and classifies photos off the page's
// main thread. Its API is one object exposed with comlink; the page imports only its type.
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import * as mobilenet from '@tensorflow-models/mobilenet';
import * as Comlink from 'comlink';

import manifest from '../models/manifest.json';
// The project's own head, emitted by the build as a hashed file of this origin, like the weights.
import materialHeadUrl from '../models/material-head.json?url';
import { CLASSIFIER_MAX_SIDE, fitWithin } from '../src/domain/identification/imageSize';
import {
  type MaterialHead,
  type MaterialHeadFile,
  type MaterialScore,
  readMaterialHead,
} from '../src/domain/identification/materialHead';
import { flatShare } from '../src/domain/identification/pixelStats';
import {
  EMPTY_MEMORY,
  type MemoryIndex,
  recall,
  recallThreshold,
  type Recollection,
} from '../src/domain/taught/recall';
import {
  type ClassPrediction,
  EMBEDDING_SIZE,
  graphModelOf,
  MOBILENET_INPUT_SIZE,
  runMobileNet,
  topClasses,
} from './mobileNet';
import { analysePixels, type ModelCopy } from './photoAnalysis';

/** wasm-simd is tried first: on 2 cores it is ~10x faster than WebGL on a software GPU. */
export type BackendName = 'wasm-simd' | 'webgl' | 'cpu';
const BACKEND_ORDER: readonly BackendName[] = ['wasm-simd', 'webgl', 'cpu'];

export interface LoadOptions {
  /** Backends to try, in order (the benchmark pins one). */
  backends?: readonly BackendName[];
}

export interface LoadProgress {
  stage: 'runtime' | 'weights' | 'warm-up';
  /** Of the whole load, 0..1. */
  fraction: number;
}

export interface ModelInfo {
  backend: BackendName;
  loadMs: number;
  warmupMs: number;
  /** The weights came from this browser's cache rather than the network. */
  fromCache: boolean;
}

export interface ClassifyOptions {
  /** Also return the 1280-value embedding, from the same forward pass. */
  withEmbedding?: boolean;
}

export interface ClassifyResult {
  /** All 1,000 ImageNet class probabilities, in the model's order. */
  probabilities: Float32Array;
  /** The five most likely classes, named. */
  top: ClassPrediction[];
  embedding?: Float32Array;
  /** Every material with the head's calibrated probability, most likely first. */
  materials: MaterialScore[];
  /** The item the person taught for photos like this one (src/domain/taught), if any. */
  recollection: Recollection | null;
  /** Whether the photo is like the photos the head learned from (the open-set score, openSet.ts). */
  familiar: boolean;
  familiarity: number;
  /** Made on a screen (a drawing, a screenshot) rather than taken with a camera. */
  digital: boolean;
  backend: BackendName;
  /** The size the photo was read at, after EXIF orientation and downscaling. */
  width: number;
  height: number;
  /**
   * headMs: the material head and open-set score alone, after the forward pass; recallMs: the check
   * against what the person taught (both included in inferenceMs).
   */
  timings: { preprocessMs: number; inferenceMs: number; headMs: number; recallMs: number };
}

const MODEL = manifest.models.find((m) => m.id === 'mobilenet_v2_1.0_224')!;
const INPUT_RANGE = MODEL.inputRange as [number, number];
const WEIGHT_BYTES = MODEL.files.reduce((sum, file) => sum + file.bytes, 0);
const TOP_K = 5;
// Named after the weights and the runtime build, so an update never serves stale files.
const CACHE_PREFIX = 'recyclesmart-model-';
const CACHE_NAME = `${CACHE_PREFIX}${MODEL.files.map((f) => f.sha256.slice(0, 8)).join('')}-${wasmSimdUrl.split('/').pop()}`;

interface Loaded {
  model: tf.GraphModel;
  head: MaterialHead;
  info: ModelInfo;
}
let loading: Promise<Loaded> | undefined;
/** What the person taught, handed over by the page whenever it changes. */
let memory: MemoryIndex = EMPTY_MEMORY;

async function openCache(): Promise<Cache | undefined> {
  // No Cache API on insecure origins or with storage blocked: the HTTP cache still applies.
  try {
    if (typeof caches === 'undefined') return undefined;
    for (const name of await caches.keys())
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) void caches.delete(name);
    return await caches.open(CACHE_NAME);
  } catch {
    return undefined;
  }
}

/** fetch, answered from the cache when it can, reporting the bytes of a network download. */
function cachedFetch(
  cache: Cache | undefined,
  onBytes: (bytes: number) => void,
  hits: { count: number },
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const hit = await cache?.match(url).catch(() => undefined);
    if (hit) {
      hits.count += 1;
      return hit;
    }
    const response = await fetch(url, init);
    if (!response.ok || !response.body) return response;
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      onBytes(value.byteLength);
    }
    const stored = new Response(new Blob(chunks as BlobPart[]), { status: response.status, headers: response.headers });
    await cache?.put(url, stored.clone()).catch(() => undefined);
    return stored;
  };
}

async function startBackend(name: BackendName, fetchCached: typeof fetch): Promise<boolean> {
  if (name === 'wasm-simd') {
    if (!(await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT'))) return false;
    // Threads gain nothing on 2 cores and break in a minified worker bundle.
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    const binary = await fetchCached(wasmSimdUrl);
    if (!binary.ok) return false;
    const blobUrl = URL.createObjectURL(new Blob([await binary.arrayBuffer()], { type: 'application/wasm' }));
    // Only the SIMD binary can be chosen (threads are off), but the map must name all three.
    setWasmPaths({
      'tfjs-backend-wasm.wasm': blobUrl,
      'tfjs-backend-wasm-simd.wasm': blobUrl,
      'tfjs-backend-wasm-threaded-simd.wasm': blobUrl,
    });
    return tf.setBackend('wasm');
  }
  return tf.setBackend(name);
}

async function loadOnce(options: LoadOptions, onProgress?: (progress: LoadProgress) => void): Promise<Loaded> {
  const started = performance.now();
  const report = (stage: LoadProgress['stage'], fraction: number) =>
    onProgress?.({ stage, fraction: Math.min(1, fraction) });
  report('runtime', 0);
  const cache = await openCache();
  const hits = { count: 0 };
  let weightBytes = 0;
  const runtimeFetch = cachedFetch(cache, () => undefined, hits);
  let backend: BackendName | undefined;
  for (const candidate of options.backends ?? BACKEND_ORDER) {
    if (await startBackend(candidate, runtimeFetch).catch(() => false)) {
      backend = candidate;
      break;
    }
  }
  if (!backend) throw new Error('No TensorFlow.js backend could start');
  await tf.ready();
  report('weights', 0.1);

  const modelUrl = new URL(`${import.meta.env.BASE_URL}models/${MODEL.id}/model.json`, self.location.origin).href;
  const weightsFetch = cachedFetch(
    cache,
    (bytes) => {
      weightBytes += bytes;
      // The head's few kilobytes come after the weights: the bar stops short of the warm-up.
      report('weights', Math.min(0.95, 0.1 + 0.85 * (weightBytes / WEIGHT_BYTES)));
    },
    hits,
  );
  const net = await mobilenet.load({
    version: 2,
    alpha: 1.0,
    modelUrl: tf.io.http(modelUrl, { fetchFunc: weightsFetch }),
    inputRange: INPUT_RANGE,
  });
  const model = graphModelOf(net);
  const headResponse = await weightsFetch(new URL(materialHeadUrl, self.location.origin).href);
  if (!headResponse.ok) throw new Error(`Material head: HTTP ${headResponse.status}`);
  const head = readMaterialHead((await headResponse.json()) as MaterialHeadFile, EMBEDDING_SIZE);
  const loadMs = performance.now() - started;

  // The package already ran the graph once; this runs our own path, so the first photo is warm.
  report('warm-up', 0.95);
  const warmStart = performance.now();
  const blank = tf.zeros([MOBILENET_INPUT_SIZE, MOBILENET_INPUT_SIZE, 3]) as tf.Tensor3D;
  await runMobileNet(model, blank, INPUT_RANGE, true);
  blank.dispose();
  const warmupMs = performance.now() - warmStart;
  report('warm-up', 1);
  return { model, head, info: { backend, loadMs, warmupMs, fromCache: weightBytes === 0 && hits.count > 0 } };
}

/** The photo as RGB pixels, downscaled to CLASSIFIER_MAX_SIDE, transparent areas on white. Closes the bitmap. */
function readPixels(image: ImageBitmap | ImageData): ModelCopy {
  const copyOf = (data: ImageData): ModelCopy => ({
    pixels: tf.browser.fromPixels(data),
    flatShare: flatShare(data.data, data.width, data.height, 4),
  });
  if (!(image instanceof ImageBitmap)) return copyOf(image);
  const { width, height } = fitWithin(image, CLASSIFIER_MAX_SIDE);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this worker');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  image.close();
  return copyOf(context.getImageData(0, 0, width, height));
}

const api = {
  /** Loads the model once; later calls return the same model. A failed load may be tried again. */
  async load(options: LoadOptions = {}, onProgress?: (progress: LoadProgress) => void): Promise<ModelInfo> {
    loading ??= loadOnce(options, onProgress).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading).info;
  },

  /** What the person taught, checked against every photo from now on (stays in this worker). */
  setMemory(index: MemoryIndex): void {
    memory = index;
  },

  /** Classifies one photo. The image is transferred and closed here. */
  async classify(image: ImageBitmap | ImageData, options: ClassifyOptions = {}): Promise<ClassifyResult> {
    if (!loading) throw new Error('Call load() before classify()');
    const { model, head, info } = await loading;
    const started = performance.now();
    const copy = readPixels(image);
    const [height, width] = copy.pixels.shape;
    const preprocessMs = performance.now() - started;
    try {
      // The head always needs the pass's features; the embedding itself is returned only when asked.
      const analysis = await analysePixels(model, head, copy, INPUT_RANGE);
      const recallStarted = performance.now();
      const recollection = recall(memory, analysis.embedding, recallThreshold(analysis.familiarity));
      const recallMs = performance.now() - recallStarted;
      const result: ClassifyResult = {
        probabilities: analysis.probabilities,
        ...(options.withEmbedding && { embedding: analysis.embedding }),
        materials: analysis.materials,
        recollection,
        familiar: analysis.familiar,
        familiarity: analysis.familiarity,
        digital: analysis.digital,
        top: topClasses(analysis.probabilities, TOP_K),
        backend: info.backend,
        width,
        height,
        timings: {
          preprocessMs,
          inferenceMs: performance.now() - started - preprocessMs,
          headMs: analysis.headMs,
          recallMs,
        },
      };
      const buffers = [result.probabilities.buffer, result.embedding?.buffer].filter((b): b is ArrayBuffer => !!b);
      return Comlink.transfer(result, buffers);
    } finally {
      copy.pixels.dispose();
    }
  },
};

export type ClassifierApi = typeof api;

Comlink.expose(api);
