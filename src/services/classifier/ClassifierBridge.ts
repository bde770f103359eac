// The one owner of the classifier worker on the page: starts it when first needed, reports the
// model's loading and its backend, and makes every call settle. A worker that fails to start, a
// load that stalls or a classification that runs too long rejects, never hangs; a stuck worker is
// terminated and the next call starts a fresh one.
import * as Comlink from 'comlink';

import type {
  BackendName,
  ClassifierApi,
  ClassifyOptions,
  ClassifyResult,
  LoadProgress,
  ModelInfo,
} from '../../../workers/classifier.worker';
import { EMPTY_MEMORY, type MemoryIndex } from '../../domain/taught/recall';

export type { BackendName, ClassifyResult, LoadProgress, ModelInfo };

export type ModelStatus =
  | { phase: 'idle' }
  | { phase: 'loading'; progress: LoadProgress }
  | { phase: 'ready'; info: ModelInfo }
  | { phase: 'failed'; reason: ClassifierFailure };

/** worker: the script could not start; timeout: no answer in time; load: the model or runtime failed. */
export type ClassifierFailure = 'worker' | 'timeout' | 'load';

export class ClassifierUnavailableError extends Error {
  constructor(
    readonly reason: ClassifierFailure,
    detail?: string,
  ) {
    super(`On-device classifier unavailable (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'ClassifierUnavailableError';
  }
}

/** What the bridge needs of a Worker; tests hand in a stand-in. */
export type WorkerLike = Comlink.Endpoint & Pick<Worker, 'terminate'>;

export interface ClassifierBridgeOptions {
  createWorker: () => WorkerLike;
  /** A load fails when it makes no progress for this long (a stalled download, a stuck start). */
  loadStallMs?: number;
  /** A classification fails after this long. */
  classifyTimeoutMs?: number;
  backends?: readonly BackendName[];
}

// A 3.6 MB download may be slow, but it reports progress; silence means it is stuck.
const DEFAULT_LOAD_STALL_MS = 30_000;
// About 50 ms on wasm-simd and 1 s on the slowest backend (cpu): 15 s means something is wrong.
const DEFAULT_CLASSIFY_TIMEOUT_MS = 15_000;

interface Running {
  worker: WorkerLike;
  api: Comlink.Remote<ClassifierApi>;
  /** Rejects when the worker reports an error it cannot recover from. */
  crashed: Promise<never>;
  /** The taught examples this worker holds. */
  memory: MemoryIndex;
}

export class ClassifierBridge {
  private running: Running | undefined;
  private loading: Promise<ModelInfo> | undefined;
  private current: ModelStatus = { phase: 'idle' };
  private memory: MemoryIndex = EMPTY_MEMORY;
  private readonly listeners = new Set<(status: ModelStatus) => void>();

  constructor(private readonly options: ClassifierBridgeOptions) {}

  get status(): ModelStatus {
    return this.current;
  }

  /** Calls listener on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: ModelStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts the worker and loads the model if not done yet. Safe to call any number of times. */
  preload(): Promise<ModelInfo> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  /** What the person taught: handed to the worker before its next photo (and again to a new worker). */
  useMemory(index: MemoryIndex): void {
    this.memory = index;
  }

  async classify(
    image: ImageBitmap | ImageData,
    options: ClassifyOptions & { signal?: AbortSignal } = {},
  ): Promise<ClassifyResult> {
    const { signal, ...workerOptions } = options;
    signal?.throwIfAborted();
    await this.preload();
    const running = this.running!;
    const timeoutMs = this.options.classifyTimeoutMs ?? DEFAULT_CLASSIFY_TIMEOUT_MS;
    if (running.memory !== this.memory) {
      const memory = this.memory;
      await this.settle(running, running.api.setMemory(memory), timeoutMs, signal);
      running.memory = memory;
    }
    // Moved, not copied: a bitmap as a whole, pixel data by its buffer.
    const transfer: Transferable[] = 'close' in image ? [image] : [image.data.buffer as ArrayBuffer];
    return this.settle(
      running,
      running.api.classify(Comlink.transfer(image, transfer), workerOptions),
      timeoutMs,
      signal,
    );
  }

  /** Stops the worker; the next call starts a new one. */
  dispose(): void {
    this.running?.worker.terminate();
    this.running = undefined;
    this.loading = undefined;
    this.setStatus({ phase: 'idle' });
  }

  private setStatus(status: ModelStatus): void {
    this.current = status;
    for (const listener of this.listeners) listener(status);
  }

  private start(): Running {
    const worker = this.options.createWorker();
    const crashed = new Promise<never>((_, reject) => {
      const fail = (event: Event) => {
        const message =
          'message' in event && typeof event.message === 'string' && event.message ? event.message : event.type;
        reject(new ClassifierUnavailableError('worker', message));
      };
      worker.addEventListener('error', fail as EventListener);
      worker.addEventListener('messageerror', fail as EventListener);
    });
    crashed.catch(() => undefined);
    return { worker, api: Comlink.wrap<ClassifierApi>(worker), crashed, memory: EMPTY_MEMORY };
  }

  private async load(): Promise<ModelInfo> {
    this.running ??= this.start();
    const running = this.running;
    const stallMs = this.options.loadStallMs ?? DEFAULT_LOAD_STALL_MS;
    this.setStatus({ phase: 'loading', progress: { stage: 'runtime', fraction: 0 } });
    let lastProgress = Date.now();
    let settled = false;
    const onProgress = Comlink.proxy((progress: LoadProgress) => {
      lastProgress = Date.now();
      // Progress comes through its own port, so a report can arrive after the load's answer: it must
      // not turn a ready (or failed) model back to 'loading', with no stall check left to end it.
      if (!settled && this.running === running) this.setStatus({ phase: 'loading', progress });
    });
    const loaded = running.api.load({ backends: this.options.backends }, onProgress);
    let check: ReturnType<typeof setInterval> | undefined;
    const stalled = new Promise<never>((_, reject) => {
      check = setInterval(
        () => {
          if (Date.now() - lastProgress >= stallMs) {
            reject(new ClassifierUnavailableError('timeout', `model load made no progress for ${stallMs} ms`));
          }
        },
        Math.min(1000, stallMs / 4),
      );
    });
    try {
      const info = await Promise.race([loaded, stalled, running.crashed]);
      this.setStatus({ phase: 'ready', info });
      return info;
    } catch (error) {
      const failure =
        error instanceof ClassifierUnavailableError ? error : new ClassifierUnavailableError('load', describe(error));
      this.stop(running);
      this.setStatus({ phase: 'failed', reason: failure.reason });
      throw failure;
    } finally {
      settled = true;
      clearInterval(check);
    }
  }

  /** The call's result, or a rejection on abort, crash or time-out; a timed-out worker is stopped. */
  private settle<T>(running: Running, call: Promise<T>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        settle();
      };
      const onAbort = () => finish(() => reject(signal!.reason));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      timer = setTimeout(() => {
        this.stop(running);
        this.setStatus({ phase: 'failed', reason: 'timeout' });
        finish(() => reject(new ClassifierUnavailableError('timeout', `no answer in ${timeoutMs} ms`)));
      }, timeoutMs);
      Promise.race([call, running.crashed]).then(
        (value) => finish(() => resolve(value)),
        (error: unknown) => {
          if (error instanceof ClassifierUnavailableError) {
            this.stop(running);
            this.setStatus({ phase: 'failed', reason: error.reason });
          }
          finish(() => reject(error));
        },
      );
    });
  }

  private stop(running: Running): void {
    running.worker.terminate();
    if (this.running === running) {
      this.running = undefined;
      this.loading = undefined;
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
