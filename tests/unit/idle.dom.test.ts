// The idle warm-up in steps: each step a task of its own, so no step's work joins another's.
import { inIdleSteps } from '../../src/idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('runs the steps in order once idle (here: at the time limit, jsdom has no idle callbacks), one a task', () => {
  const ran: string[] = [];
  inIdleSteps([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')], 1500);
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
  const cancel = inIdleSteps([() => ran.push('a'), () => ran.push('b')], 100);
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
    inIdleSteps([() => ran.push('a'), () => ran.push('b')], 100);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual([]);
    idle[0]!();
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'b']);
  } finally {
    vi.unstubAllGlobals();
  }
});
