// @vitest-environment node
// The one worker bridge: lazy start, every call settled, a crashed or timed-out worker replaced, an
// aborted call ended with its worker where that is cheap, and an idle worker let go.
import { MessageChannel } from 'node:worker_threads';

import * as Comlink from 'comlink';

import { type StopReason, WorkerBridge, type WorkerLike } from '../../../../src/services/workers/workerBridge';

interface EchoApi {
  echo(value: string): Promise<string>;
  hang(): Promise<never>;
}

function standIn() {
  const started: { terminated: boolean; crash: () => void }[] = [];
  const createWorker = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel() as unknown as { port1: MessagePort; port2: MessagePort };
    const api: EchoApi = { echo: async (value) => value, hang: () => new Promise<never>(() => undefined) };
    Comlink.expose(api, port2 as unknown as Comlink.Endpoint);
    const target = new EventTarget();
    const entry = {
      terminated: false,
      crash: () => target.dispatchEvent(Object.assign(new Event('error'), { message: 'worker script failed' })),
    };
    started.push(entry);
    const listen = port1.addEventListener.bind(port1);
    return Object.assign(port1 as unknown as Comlink.Endpoint, {
      addEventListener: (type: string, listener: EventListener) => {
        if (type === 'error' || type === 'messageerror') target.addEventListener(type, listener);
        else listen(type as 'message', listener as (event: MessageEvent) => void);
      },
      terminate: () => {
        entry.terminated = true;
        port1.close();
        port2.close();
      },
    }) as WorkerLike;
  };
  return { createWorker, started };
}

function bridge(options: Partial<ConstructorParameters<typeof WorkerBridge>[0]> = {}) {
  const { createWorker, started } = standIn();
  const stops: StopReason[] = [];
  const workers = new WorkerBridge<EchoApi>({
    createWorker,
    failure: (reason, detail) => new Error(`${reason}: ${detail}`),
    onStop: (reason) => stops.push(reason),
    ...options,
  });
  return { workers, started, stops };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the worker bridge', () => {
  it('starts no worker until called, then keeps one for every call', async () => {
    const { workers, started } = bridge();
    expect(started).toHaveLength(0);
    expect(await workers.call((api) => api.echo('a'))).toBe('a');
    expect(await workers.call((api) => api.echo('b'))).toBe('b');
    expect(started).toHaveLength(1);
    workers.dispose();
    expect(started[0]!.terminated).toBe(true);
  });

  it('rejects a call the worker never answers after its time, and starts afresh', async () => {
    const { workers, started, stops } = bridge();
    await expect(workers.call((api) => api.hang(), { timeoutMs: 30 })).rejects.toThrow('timeout: no answer in 30 ms');
    expect(started[0]!.terminated).toBe(true);
    expect(stops).toEqual(['timeout']);
    expect(await workers.call((api) => api.echo('again'))).toBe('again');
    expect(started).toHaveLength(2);
    workers.dispose();
  });

  it('rejects what is in flight when the worker crashes, and replaces it', async () => {
    const { workers, started, stops } = bridge();
    const pending = workers.call((api) => api.hang());
    started[0]!.crash();
    await expect(pending).rejects.toThrow('worker: worker script failed');
    expect(stops).toEqual(['crashed']);
    expect(await workers.call((api) => api.echo('fresh'))).toBe('fresh');
    expect(started).toHaveLength(2);
    workers.dispose();
  });

  it('ends an aborted call with its worker when told to, and only drops the answer otherwise', async () => {
    for (const terminateOnAbort of [true, false]) {
      const { workers, started } = bridge({ terminateOnAbort });
      const controller = new AbortController();
      const pending = workers.call((api) => api.hang(), { signal: controller.signal });
      controller.abort(new Error('replaced by a newer photo'));
      await expect(pending).rejects.toThrow('replaced by a newer photo');
      expect(started[0]!.terminated).toBe(terminateOnAbort);
      workers.dispose();
    }
  });

  it('lets an idle worker go, never one with a call in flight', async () => {
    const { workers, started, stops } = bridge({ idleReleaseMs: 40 });
    const slow = workers.call((api) => api.echo('x').then(async (value) => (await sleep(80), value)));
    await sleep(60);
    expect(started[0]!.terminated).toBe(false);
    await slow;
    await sleep(20);
    expect(workers.running).toBeDefined();
    await sleep(60);
    expect(started[0]!.terminated).toBe(true);
    expect(stops).toEqual(['idle']);
    expect(await workers.call((api) => api.echo('back'))).toBe('back');
    expect(started).toHaveLength(2);
    workers.dispose();
  });
});
