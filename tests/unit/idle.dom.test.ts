// The idle warm-up in steps: each step a task of its own, so no step's work joins another's, and in
// stages: a stage once the one before has settled.
import { inIdleStages, startInTasks } from '../../src/idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('runs the steps in order once idle (here: at the time limit, jsdom has no idle callbacks), one a task', () => {
  const ran: string[] = [];
  inIdleStages([[() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]], 1500);
  vi.advanceTimersByTime(1499);
  expect(ran).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(ran).toEqual(['a']);
  vi.advanceTimersToNextTimer();
  expect(ran).toEqual(['a', 'b']);
  vi.runAllTimers();
  expect(ran).toEqual(['a', 'b', 'c']);
});

test('a cancel drops the steps not yet run', () => {
  const ran: string[] = [];
  const cancel = inIdleStages([[() => ran.push('a'), () => ran.push('b')]], 100);
  vi.advanceTimersByTime(100);
  cancel();
  vi.runAllTimers();
  expect(ran).toEqual(['a']);
});

test('waits for the browser’s idle moment where it has one', () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  vi.stubGlobal('cancelIdleCallback', () => {});
  try {
    const ran: string[] = [];
    inIdleStages([[() => ran.push('a'), () => ran.push('b')]], 100);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual([]);
    idle[0]!();
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'b']);
  } finally {
    vi.unstubAllGlobals();
  }
});

test('starts a stage once the steps of the one before have settled, and the browser is idle again', async () => {
  const ran: string[] = [];
  let finishFetch = () => {};
  const fetching = new Promise<void>((resolve) => (finishFetch = resolve));
  inIdleStages(
    [
      [() => ran.push('a'), () => fetching.then(() => ran.push('fetched')), () => Promise.reject(new Error('offline'))],
      [() => ran.push('model')],
    ],
    100,
  );
  await vi.advanceTimersByTimeAsync(150);
  expect(ran).toEqual(['a']);
  finishFetch();
  await vi.advanceTimersByTimeAsync(99);
  expect(ran).toEqual(['a', 'fetched']);
  await vi.advanceTimersByTimeAsync(1);
  expect(ran).toEqual(['a', 'fetched', 'model']);
});

test('a step held up on a slow connection holds the next stage back for the time limit only', async () => {
  const ran: string[] = [];
  inIdleStages([[() => new Promise(() => {})], [() => ran.push('model')]], 100);
  // Idle (the limit, here), the step, then the limit for the stage to settle, then idle again.
  await vi.advanceTimersByTimeAsync(299);
  expect(ran).toEqual([]);
  await vi.advanceTimersByTimeAsync(5);
  expect(ran).toEqual(['model']);
});

test('a cancel while a stage waits for its steps drops the stages after it', async () => {
  const ran: string[] = [];
  let finishFetch = () => {};
  const fetching = new Promise<void>((resolve) => (finishFetch = resolve));
  const cancel = inIdleStages([[() => fetching], [() => ran.push('model')]], 100);
  await vi.advanceTimersByTimeAsync(150);
  cancel();
  finishFetch();
  await vi.runAllTimersAsync();
  expect(ran).toEqual([]);
});

test('starts each import in a task of its own, and resolves once the last has started', async () => {
  const started: string[] = [];
  let done = false;
  void startInTasks([
    async () => void started.push('location'),
    () => {
      started.push('offline');
      return Promise.reject(new Error('offline'));
    },
    async () => void started.push('scan flow'),
  ]).then(() => (done = true));
  // One task: its timer, then the promises it settles.
  const nextTask = async () => {
    vi.advanceTimersToNextTimer();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  expect(started).toEqual(['location']);
  await nextTask();
  expect(started).toEqual(['location', 'offline']);
  await nextTask();
  expect(started).toEqual(['location', 'offline', 'scan flow']);
  expect(done).toBe(false);
  await nextTask();
  expect(done).toBe(true);
});
