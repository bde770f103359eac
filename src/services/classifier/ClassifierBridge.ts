// The one owner of the classifier worker on the page (through a WorkerBridge): starts it when first
// needed, reports the model's loading and its backend, hands it what the person taught, and makes every
// call settle. A worker that fails to start, a load that stalls or a classification that runs too long
// rejects, never hangs; a stuck worker is terminated and the next call starts a fresh one. A worker
// left idle for IDLE_RELEASE_MS is let go with its model; the next photo loads it again (from the cache).
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
import { type RunningWorker, type StopReason, WorkerBridge, type WorkerLike } from '../workers/workerBridge';
import { shownPercent } from './shownPercent';

export type { BackendName, ClassifyResult, LoadProgress, ModelInfo, WorkerLike };

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

export interface ClassifierBridgeOptions {
  createWorker: () => WorkerLike;
  /** A load fails when it makes no progress for this long (a stalled download, a stuck start). */
  loadStallMs?: number;
  /** A classification fails after this long. */
  classifyTimeoutMs?: number;
  /** The worker and its model are let go after this long with no photo; IDLE_RELEASE_MS by default. */
  idleReleaseMs?: number;
  backends?: readonly BackendName[];
  /** The screens are told of at most one download step this often; PROGRESS_SHOWN_EVERY_MS by default. */
  progressShownEveryMs?: number;
}

// A 3.6 MB download may be slow, but it reports progress; silence means it is stuck.
const DEFAULT_LOAD_STALL_MS = 30_000;
// About 50 ms on wasm-simd and 1 s on the slowest backend (cpu): 15 s means something is wrong.
const DEFAULT_CLASSIFY_TIMEOUT_MS = 15_000;
// A fast connection sends the weights' hundred percents in a fraction of a second, each a render while
// the page is still settling; four a second still move the bar smoothly, and a slow one reports about
// that often anyway.
export const PROGRESS_SHOWN_EVERY_MS = 250;
/** Ten minutes: a person sorting a bag of waste keeps the model warm; one who left gets the memory back. */
export const IDLE_RELEASE_MS = 10 * 60_000;

export class ClassifierBridge {
  private readonly workers: WorkerBridge<ClassifierApi>;
  private loading: Promise<ModelInfo> | undefined;
  private current: ModelStatus = { phase: 'idle' };
  private readonly listeners = new Set<(status: ModelStatus) => void>();
  private memory: MemoryIndex = EMPTY_MEMORY;
  /** The worker that holds `memory`, and the memory it holds. */
  private memoryHeld: { worker: RunningWorker<ClassifierApi>; memory: MemoryIndex } | undefined;

  constructor(private readonly options: ClassifierBridgeOptions) {
    this.workers = new WorkerBridge<ClassifierApi>({
      createWorker: options.createWorker,
      failure: (reason, detail) => new ClassifierUnavailableError(reason, detail),
      idleReleaseMs: options.idleReleaseMs ?? IDLE_RELEASE_MS,
      // An abort lets the pass (tens of ms) finish: stopping would throw away the loaded model.
      terminateOnAbort: false,
      onStop: (reason) => this.stopped(reason),
    });
  }

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
  setMemory(index: MemoryIndex): void {
    this.memory = index;
  }

  async classify(
    image: ImageBitmap | ImageData,
    options: ClassifyOptions & { signal?: AbortSignal } = {},
  ): Promise<ClassifyResult> {
    const { signal, ...workerOptions } = options;
    signal?.throwIfAborted();
    await this.preload();
    const timeoutMs = this.options.classifyTimeoutMs ?? DEFAULT_CLASSIFY_TIMEOUT_MS;
    const worker = this.workers.worker();
    const memory = this.memory;
    const held = this.memoryHeld?.worker === worker ? this.memoryHeld.memory : EMPTY_MEMORY;
    if (held !== memory) {
      await this.workers.call((api) => api.setMemory(memory), { signal, timeoutMs });
      this.memoryHeld = { worker, memory };
    }
    // Moved, not copied: a bitmap as a whole, pixel data by its buffer.
    const transfer: Transferable[] = 'close' in image ? [image] : [image.data.buffer as ArrayBuffer];
    return this.workers.call((api) => api.classify(Comlink.transfer(image, transfer), workerOptions), {
      signal,
      timeoutMs,
    });
  }

  /** Stops the worker; the next call starts a new one. */
  dispose(): void {
    this.workers.dispose();
  }

  private setStatus(status: ModelStatus): void {
    this.current = status;
    for (const listener of this.listeners) listener(status);
  }

  /** The worker is gone: the model with it. */
  private stopped(reason: StopReason): void {
    this.loading = undefined;
    this.memoryHeld = undefined;
    if (reason === 'timeout') this.setStatus({ phase: 'failed', reason: 'timeout' });
    else if (reason === 'crashed') this.setStatus({ phase: 'failed', reason: 'worker' });
    // 'failed': the load that saw it fail says why.
    else if (reason !== 'failed') this.setStatus({ phase: 'idle' });
  }

  private async load(): Promise<ModelInfo> {
    const worker = this.workers.worker();
    const stallMs = this.options.loadStallMs ?? DEFAULT_LOAD_STALL_MS;
    this.setStatus({ phase: 'loading', progress: { stage: 'runtime', fraction: 0 } });
    let lastProgress = Date.now();
    const shownEveryMs = this.options.progressShownEveryMs ?? PROGRESS_SHOWN_EVERY_MS;
    let lastShown = Number.NEGATIVE_INFINITY;
    let settled = false;
    const onProgress = Comlink.proxy((progress: LoadProgress) => {
      // Every report keeps the load alive, however small its step.
      lastProgress = Date.now();
      // Progress comes through its own port, so a report can arrive after the load's answer: it must
      // not turn a ready (or failed) model back to 'loading', with no stall check left to end it.
      if (settled || this.workers.running !== worker) return;
      // The screens show whole percents: a report that changes none costs them a render for nothing.
      if (sameShownStep(this.current, progress)) return;
      const now = Date.now();
      if (sameStage(this.current, progress) && now - lastShown < shownEveryMs) return;
      lastShown = now;
      this.setStatus({ phase: 'loading', progress });
    });
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
      const info = await this.workers.call((api) =>
        Promise.race([api.load({ backends: this.options.backends }, onProgress), stalled]),
      );
      this.setStatus({ phase: 'ready', info });
      return info;
    } catch (error) {
      const failure =
        error instanceof ClassifierUnavailableError ? error : new ClassifierUnavailableError('load', describe(error));
      this.workers.stop(worker, 'failed');
      this.setStatus({ phase: 'failed', reason: failure.reason });
      throw failure;
    } finally {
      settled = true;
      clearInterval(check);
    }
  }
}

function sameStage(status: ModelStatus, progress: LoadProgress): status is Extract<ModelStatus, { phase: 'loading' }> {
  return status.phase === 'loading' && status.progress.stage === progress.stage;
}

function sameShownStep(status: ModelStatus, progress: LoadProgress): boolean {
  return sameStage(status, progress) && shownPercent(status.progress.fraction) === shownPercent(progress.fraction);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
