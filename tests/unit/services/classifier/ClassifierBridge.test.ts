// @vitest-environment node
import { MessageChannel } from 'node:worker_threads';

import * as Comlink from 'comlink';

import { buildMemoryIndex, type MemoryIndex } from '../../../../src/domain/taught/recall';
import {
  ClassifierBridge,
  type ModelStatus,
  type WorkerLike,
} from '../../../../src/services/classifier/ClassifierBridge';
import type { ClassifierApi, ClassifyResult, LoadProgress, ModelInfo } from '../../../../workers/classifier.worker';

// A stand-in worker: the bridge's real comlink traffic over a message channel, answered by a
// scripted API. What is tested is the bridge's life-cycle, not the model.
interface Script {
  load?: (onProgress?: (p: LoadProgress) => void) => Promise<ModelInfo>;
  classify?: () => Promise<ClassifyResult>;
}

const INFO: ModelInfo = { backend: 'wasm-simd', loadMs: 12, warmupMs: 3, fromCache: false };
const never = <T>() => new Promise<T>(() => undefined);

function standIn(script: Script) {
  const started: { port: MessagePort; terminated: boolean; memories: MemoryIndex[] }[] = [];
  const createWorker = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel() as unknown as { port1: MessagePort; port2: MessagePort };
    const memories: MemoryIndex[] = [];
    const api: Pick<ClassifierApi, 'load' | 'classify' | 'setMemory'> = {
      setMemory: (index) => void memories.push(index),
      load: async (_options, onProgress) => (script.load ?? (async () => INFO))(onProgress),
      classify: async () =>
        (
          script.classify ??
          (async () => ({
            probabilities: new Float32Array(1000),
            top: [],
            backend: 'wasm-simd' as const,
            width: 512,
            height: 384,
            materials: [],
            recollection: null,
            familiar: true,
            familiarity: 0.8,
            digital: false,
            timings: { preprocessMs: 1, inferenceMs: 2, headMs: 0.1, recallMs: 0.5 },
          }))
        )(),
    };
    Comlink.expose(api, port2 as unknown as Comlink.Endpoint);
    const entry = { port: port1, terminated: false, memories };
    started.push(entry);
    return Object.assign(port1 as unknown as Comlink.Endpoint, {
      terminate: () => {
        entry.terminated = true;
        port1.close();
        port2.close();
      },
    });
  };
  return { createWorker, started };
}

const pixels = () => ({ data: new Uint8ClampedArray(4 * 4 * 4), width: 4, height: 4 }) as unknown as ImageData;

function recordStatuses(bridge: ClassifierBridge): ModelStatus[] {
  const seen: ModelStatus[] = [];
  bridge.subscribe((s) => seen.push(s));
  return seen;
}

describe('the classifier bridge', () => {
  it('starts no worker until the model is wanted, then loads it once and reports progress and backend', async () => {
    const { createWorker, started } = standIn({
      load: async (onProgress) => {
        onProgress?.({ stage: 'weights', fraction: 0.5 });
        return INFO;
      },
    });
    const bridge = new ClassifierBridge({ createWorker });
    const statuses = recordStatuses(bridge);
    expect(started).toHaveLength(0);
    expect(bridge.status).toEqual({ phase: 'idle' });

    const [a, b] = await Promise.all([bridge.preload(), bridge.preload()]);
    expect(a).toEqual(INFO);
    expect(b).toEqual(INFO);
    expect(started).toHaveLength(1);
    expect(statuses.map((s) => s.phase)).toEqual(['loading', 'loading', 'ready']);
    expect(statuses[1]).toEqual({ phase: 'loading', progress: { stage: 'weights', fraction: 0.5 } });
    expect(bridge.status).toEqual({ phase: 'ready', info: INFO });

    const result = await bridge.classify(pixels());
    expect(result.probabilities).toHaveLength(1000);
    expect(started).toHaveLength(1);
    bridge.dispose();
  });

  it('rejects, never hangs, when the worker fails to start, and tries a new worker next time', async () => {
    let attempts = 0;
    const { createWorker, started } = standIn({ load: () => (attempts === 1 ? never() : Promise.resolve(INFO)) });
    const bridge = new ClassifierBridge({
      createWorker: () => {
        const worker = createWorker();
        attempts += 1;
        // What a browser does when the worker script cannot be fetched or run.
        if (attempts === 1) setTimeout(() => (worker as unknown as EventTarget).dispatchEvent(new Event('error')), 10);
        return worker;
      },
      loadStallMs: 60_000,
    });
    await expect(bridge.preload()).rejects.toMatchObject({ name: 'ClassifierUnavailableError', reason: 'worker' });
    expect(bridge.status).toEqual({ phase: 'failed', reason: 'worker' });
    expect(started[0]!.terminated).toBe(true);
    await expect(bridge.classify(pixels())).resolves.toMatchObject({ backend: 'wasm-simd' });
    expect(started).toHaveLength(2);
    bridge.dispose();
  });

  it('fails a load that makes no progress for the stall limit', async () => {
    const { createWorker, started } = standIn({ load: () => never() });
    const bridge = new ClassifierBridge({ createWorker, loadStallMs: 80 });
    await expect(bridge.preload()).rejects.toMatchObject({ reason: 'timeout' });
    expect(bridge.status).toEqual({ phase: 'failed', reason: 'timeout' });
    expect(started[0]!.terminated).toBe(true);
  });

  it('stays ready when a progress report arrives after the answer to the load (they travel on different ports)', async () => {
    const { createWorker } = standIn({
      load: async (onProgress) => {
        setTimeout(() => onProgress?.({ stage: 'warm-up', fraction: 1 }), 20);
        return INFO;
      },
    });
    const bridge = new ClassifierBridge({ createWorker });
    await expect(bridge.preload()).resolves.toEqual(INFO);
    await new Promise((r) => setTimeout(r, 60));
    expect(bridge.status).toEqual({ phase: 'ready', info: INFO });
    bridge.dispose();
  });

  it('keeps a slow load alive while it reports progress', async () => {
    const { createWorker } = standIn({
      load: async (onProgress) => {
        for (let i = 1; i <= 6; i++) {
          await new Promise((r) => setTimeout(r, 40));
          onProgress?.({ stage: 'weights', fraction: i / 6 });
        }
        return INFO;
      },
    });
    const bridge = new ClassifierBridge({ createWorker, loadStallMs: 100 });
    await expect(bridge.preload()).resolves.toEqual(INFO);
    bridge.dispose();
  });

  it('keeps a load alive on steps too small to show, and tells the screens only of the percents that change', async () => {
    const { createWorker } = standIn({
      load: async (onProgress) => {
        for (const fraction of [0.501, 0.502, 0.51, 0.512, 0.513]) {
          await new Promise((r) => setTimeout(r, 40));
          onProgress?.({ stage: 'weights', fraction });
        }
        return INFO;
      },
    });
    const bridge = new ClassifierBridge({ createWorker, loadStallMs: 100, progressShownEveryMs: 0 });
    const statuses = recordStatuses(bridge);
    await expect(bridge.preload()).resolves.toEqual(INFO);
    expect(statuses).toEqual([
      { phase: 'loading', progress: { stage: 'runtime', fraction: 0 } },
      { phase: 'loading', progress: { stage: 'weights', fraction: 0.501 } },
      { phase: 'loading', progress: { stage: 'weights', fraction: 0.51 } },
      { phase: 'ready', info: INFO },
    ]);
    bridge.dispose();
  });

  it('tells the screens of at most one step of a stage a while, and of every new stage at once', async () => {
    const { createWorker } = standIn({
      load: async (onProgress) => {
        // A fast download: every percent at once, then the warm-up.
        for (let percent = 10; percent <= 95; percent++) onProgress?.({ stage: 'weights', fraction: percent / 100 });
        // Through comlink a report is a message; awaited, it has been handled.
        await onProgress?.({ stage: 'warm-up', fraction: 0.95 });
        await new Promise((r) => setTimeout(r, 150));
        await onProgress?.({ stage: 'warm-up', fraction: 0.97 });
        await onProgress?.({ stage: 'warm-up', fraction: 1 });
        return INFO;
      },
    });
    const bridge = new ClassifierBridge({ createWorker, progressShownEveryMs: 50 });
    const statuses = recordStatuses(bridge);
    await expect(bridge.preload()).resolves.toEqual(INFO);
    expect(statuses).toEqual([
      { phase: 'loading', progress: { stage: 'runtime', fraction: 0 } },
      { phase: 'loading', progress: { stage: 'weights', fraction: 0.1 } },
      { phase: 'loading', progress: { stage: 'warm-up', fraction: 0.95 } },
      { phase: 'loading', progress: { stage: 'warm-up', fraction: 0.97 } },
      { phase: 'ready', info: INFO },
    ]);
    bridge.dispose();
  });

  it('reports a model that fails to load as a load failure', async () => {
    const { createWorker } = standIn({
      load: async () => Promise.reject(new Error('No TensorFlow.js backend could start')),
    });
    const bridge = new ClassifierBridge({ createWorker });
    await expect(bridge.preload()).rejects.toThrow(/\(load\): .*No TensorFlow.js backend could start/);
    expect(bridge.status).toEqual({ phase: 'failed', reason: 'load' });
  });

  it('stops a classification that runs past its time limit, and starts afresh on the next call', async () => {
    const { createWorker, started } = standIn({ classify: () => never() });
    const bridge = new ClassifierBridge({ createWorker, classifyTimeoutMs: 60 });
    await expect(bridge.classify(pixels())).rejects.toMatchObject({ reason: 'timeout' });
    expect(started[0]!.terminated).toBe(true);
    expect(bridge.status).toEqual({ phase: 'failed', reason: 'timeout' });
    await expect(bridge.preload()).resolves.toEqual(INFO);
    expect(started).toHaveLength(2);
    bridge.dispose();
  });

  it('rejects at once when the caller aborts, keeping the loaded model', async () => {
    const { createWorker, started } = standIn({ classify: () => never() });
    const bridge = new ClassifierBridge({ createWorker, classifyTimeoutMs: 60_000 });
    await bridge.preload();
    const controller = new AbortController();
    const pending = bridge.classify(pixels(), { signal: controller.signal });
    controller.abort(new DOMException('A newer photo was chosen', 'AbortError'));
    await expect(pending).rejects.toThrow('A newer photo was chosen');
    expect(started[0]!.terminated).toBe(false);
    expect(bridge.status.phase).toBe('ready');
    bridge.dispose();
  });

  it('hands what was taught to the worker once per change, and again to a new worker', async () => {
    const { createWorker, started } = standIn({});
    const bridge = new ClassifierBridge({ createWorker });
    const taught = buildMemoryIndex([{ itemId: 'battery', material: 'battery', embedding: Float32Array.of(1, 0) }]);
    await bridge.classify(pixels());
    expect(started[0]!.memories).toHaveLength(0);
    bridge.setMemory(taught);
    await bridge.classify(pixels());
    await bridge.classify(pixels());
    expect(started[0]!.memories.map((index) => index.items)).toEqual([[{ itemId: 'battery', material: 'battery' }]]);
    bridge.dispose();
    await bridge.classify(pixels());
    expect(started[1]!.memories.map((index) => index.size)).toEqual([1]);
    bridge.dispose();
  });
});
