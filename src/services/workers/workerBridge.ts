// The page's one way to own a Web Worker (the classifier's and the geocoder's): the worker starts on
// the first call, every call settles (answer, crash, time-out or abort, never a hang), a worker that
// failed or ran past its time is terminated and the next call starts a fresh one, and a worker nobody
// has asked anything for a while is let go, so its memory (the model's ~50 MB, the place list) is
// given back to a phone that needs it.
import * as Comlink from 'comlink';

/** What the bridge needs of a Worker; tests hand in a stand-in over a MessageChannel. */
export type WorkerLike = Comlink.Endpoint & Pick<Worker, 'terminate'>;

/** Why a worker was stopped; 'failed': its owner saw it fail (a model that would not load). */
export type StopReason = 'crashed' | 'timeout' | 'aborted' | 'idle' | 'disposed' | 'failed';

export interface RunningWorker<Api> {
  readonly api: Comlink.Remote<Api>;
  /** Rejects when the worker reports an error it cannot recover from. */
  readonly crashed: Promise<never>;
}

export interface WorkerBridgeOptions {
  createWorker: () => WorkerLike;
  /** The error a crash (`worker`) or a time-out (`timeout`) rejects with. */
  failure: (reason: 'worker' | 'timeout', detail: string) => Error;
  /** With nothing asked of it for this long, the worker is terminated; none when absent. */
  idleReleaseMs?: number;
  /**
   * An aborted call terminates the worker, which ends its work. Right where starting again is cheap;
   * otherwise the call is let finish in the worker and only its answer dropped.
   */
  terminateOnAbort?: boolean;
  /** Told whenever a worker is stopped, with why. */
  onStop?: (reason: StopReason) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The call rejects, and the worker is stopped, after this long. */
  timeoutMs?: number;
}

interface Running<Api> extends RunningWorker<Api> {
  worker: WorkerLike;
  /** Calls in flight: the worker is only let go when none is. */
  busy: number;
  /** The error its crash rejected with, once it crashed. */
  crash?: Error;
}

export class WorkerBridge<Api> {
  private current: Running<Api> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: WorkerBridgeOptions) {}

  /** The running worker, started now if there is none. */
  worker(): RunningWorker<Api> {
    return (this.current ??= this.start());
  }

  /** The running worker, if any; never starts one. */
  get running(): RunningWorker<Api> | undefined {
    return this.current;
  }

  /**
   * Runs `work` against the worker (started if needed) and settles on its answer, a crash, the
   * time-out or the caller's abort; a crash (whenever it comes) or a time-out stops the worker.
   */
  call<T>(work: (api: Comlink.Remote<Api>) => Promise<T>, { signal, timeoutMs }: CallOptions = {}): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const running = (this.current ??= this.start());
    running.busy += 1;
    clearTimeout(this.idleTimer);
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const finish = (settle: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        running.busy -= 1;
        if (running.busy === 0 && this.current === running) this.releaseWhenIdle(running);
        settle();
      };
      const onAbort = () => {
        finish(() => reject(signal!.reason));
        if (this.options.terminateOnAbort) this.stop(running, 'aborted');
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          finish(() => reject(this.options.failure('timeout', `no answer in ${timeoutMs} ms`)));
          this.stop(running, 'timeout');
        }, timeoutMs);
      }
      Promise.race([work(running.api), running.crashed]).then(
        (value) => finish(() => resolve(value)),
        (error: unknown) => {
          finish(() => reject(error));
        },
      );
    });
  }

  /** Stops this worker if it is still the running one (a caller that saw it fail). */
  stop(worker: RunningWorker<Api>, reason: StopReason): void {
    const running = worker as Running<Api>;
    running.worker.terminate();
    if (this.current !== running) return;
    this.current = undefined;
    clearTimeout(this.idleTimer);
    this.options.onStop?.(reason);
  }

  dispose(): void {
    if (this.current) this.stop(this.current, 'disposed');
  }

  private releaseWhenIdle(running: Running<Api>) {
    const { idleReleaseMs } = this.options;
    if (idleReleaseMs === undefined) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.current === running && running.busy === 0) this.stop(running, 'idle');
    }, idleReleaseMs);
  }

  private start(): Running<Api> {
    const worker = this.options.createWorker();
    let fail: (error: Error) => void = () => undefined;
    const crashed = new Promise<never>((_, reject) => (fail = reject));
    crashed.catch(() => undefined);
    const running: Running<Api> = { worker, api: Comlink.wrap<Api>(worker), crashed, busy: 0 };
    const onError = (event: Event) => {
      const message =
        'message' in event && typeof event.message === 'string' && event.message ? event.message : event.type;
      running.crash ??= this.options.failure('worker', message);
      fail(running.crash);
      if (this.current === running) this.stop(running, 'crashed');
    };
    worker.addEventListener('error', onError as EventListener);
    worker.addEventListener('messageerror', onError as EventListener);
    return running;
  }
}
