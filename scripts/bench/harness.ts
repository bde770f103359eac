// The page side of `npm run bench`: each function runs in headless Chromium and returns figures.
import * as tf from '@tensorflow/tfjs';
import * as mobilenet from '@tensorflow-models/mobilenet';

import { type BackendName, ClassifierBridge } from '../../src/services/classifier/ClassifierBridge';

const MODEL_URL = new URL('/models/mobilenet_v2_1.0_224/model.json', location.origin).href;

let bridge: ClassifierBridge | undefined;

function photoBlob(base64: string): Blob {
  return new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
}

/** Long tasks (50 ms and over) on this page while run() goes. */
async function watchLongTasks<T>(run: () => Promise<T>): Promise<{ value: T; longTasksMs: number[] }> {
  const longTasksMs: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(Math.round(entry.duration));
  });
  observer.observe({ type: 'longtask' });
  const value = await run();
  await new Promise((r) => setTimeout(r, 50));
  observer.disconnect();
  return { value, longTasksMs };
}

const bench = {
  /** Starts the app's worker with one backend and loads the model, as the app does. */
  async load(backend: BackendName) {
    bridge?.dispose();
    bridge = new ClassifierBridge({
      createWorker: () =>
        new Worker(new URL('../../workers/classifier.worker.ts', import.meta.url), { type: 'module' }),
      backends: [backend],
      classifyTimeoutMs: 60_000,
    });
    const started = performance.now();
    const info = await bridge.preload();
    return { ...info, wallMs: performance.now() - started };
  },

  /** Warm runs through the bridge: the worker's own inference time and the page's round trip. */
  async classify(base64: string, runs: number) {
    const blob = photoBlob(base64);
    const samples: { inferenceMs: number; preprocessMs: number; headMs: number; roundTripMs: number }[] = [];
    const { longTasksMs } = await watchLongTasks(async () => {
      for (let i = 0; i < runs; i++) {
        const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
        const started = performance.now();
        const result = await bridge!.classify(bitmap);
        samples.push({ ...result.timings, roundTripMs: performance.now() - started });
      }
    });
    return { samples, longTasksMs };
  },

  /**
   * The naive way: the package's defaults (tfjs picks its backend) on the main thread. Each run times
   * the classification alone and, as a page would do it, the photo's bytes to labels (decode, then classify).
   */
  async naive(base64: string, runs: number) {
    const started = performance.now();
    const net = await mobilenet.load({ version: 2, alpha: 1.0, modelUrl: MODEL_URL, inputRange: [-1, 1] });
    const loadMs = performance.now() - started;
    const blob = photoBlob(base64);
    const decode = async () => {
      const image = new Image();
      image.src = URL.createObjectURL(blob);
      await image.decode();
      return image;
    };
    await net.classify(await decode());
    const samples: number[] = [];
    const photoToLabelsMs: number[] = [];
    const { longTasksMs } = await watchLongTasks(async () => {
      for (let i = 0; i < runs; i++) {
        const chosen = performance.now();
        const image = await decode();
        const t = performance.now();
        await net.classify(image);
        const done = performance.now();
        samples.push(done - t);
        photoToLabelsMs.push(done - chosen);
        URL.revokeObjectURL(image.src);
        // Give the page a turn between runs, as a real page would.
        await new Promise((r) => setTimeout(r, 0));
      }
    });
    return { backend: tf.getBackend(), loadMs, samples, photoToLabelsMs, longTasksMs };
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
