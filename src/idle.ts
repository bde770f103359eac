// Deferring what the first screen does not need: until it is painted, then until the browser's first
// idle moment, so its code and requests wait until the page is shown, or shown and usable.
import { useEffect, useState } from 'react';

/** Runs `work` after the browser's next frame (a task queued from the frame's callback). */
function afterNextFrame(work: () => void): void {
  const frame = window.requestAnimationFrame ?? ((run: () => void) => window.setTimeout(run, 0));
  frame(() => window.setTimeout(work, 0));
}

/**
 * Calls `starts` one a task, and resolves once the last has been called. An import has the bundler
 * insert a link for every file it needs and has not yet asked for, a millisecond or more apiece on a
 * phone while the page loads: a large import's files, asked for a part at a time, are short tasks.
 */
export async function startInTasks(starts: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const start of starts) {
    // A part that fails to load fails again in the import that needs it, which reports it.
    start().catch(() => undefined);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
  }
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
/** A page that never reports its paint (loaded in a background tab, say) goes on after this long. */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the page has first painted content (its first-contentful-paint, which the browser
 * reports after the frame is on screen), at once when it has; after the next frame where the browser
 * does not report paints.
 */
export function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return afterNextFrame(resolve);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
      settle();
    });
    const timer = window.setTimeout(() => settle(), PAINT_WAIT_MS);
    const settle = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Runs `work` when the browser is next idle, at the latest `timeoutMs` from now. Returns a cancel. */
function atIdle(work: () => void, timeoutMs: number): () => void {
  const callback = window.requestIdleCallback?.(work, { timeout: timeoutMs });
  const timer = callback === undefined ? window.setTimeout(work, timeoutMs) : undefined;
  return () => {
    if (callback !== undefined) window.cancelIdleCallback(callback);
    window.clearTimeout(timer);
  };
}

/**
 * Runs `work` when the browser is next idle after the page's first paint, at the latest `timeoutMs`
 * after that paint. Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void firstPaint().then(() => {
    if (!cancelled) cancelIdle = atIdle(work, timeoutMs);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** False until the browser is first idle after the first paint (at the latest `timeoutMs` after it), then true. */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

/** One step of an idle warm-up; a promise it returns is the work it started, which its stage waits for. */
type IdleStep = () => unknown;

/**
 * Runs `stages` in order once the browser is idle (at the latest `timeoutMs` from then), each step in a
 * task of its own: work that would be one long task on a phone, blocking a tap meanwhile, comes as
 * several short ones. A stage starts once the previous one's steps have settled (at the latest `timeoutMs`
 * after its last step started) and the browser is idle again, so work that competes with them for the
 * processor waits for them. Returns a cancel, which drops the steps not yet run.
 */
export function inIdleStages(stages: readonly (readonly IdleStep[])[], timeoutMs: number): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let cancelIdle = () => {};
  const runStage = (stage: number) => {
    const steps = stages[stage];
    if (!steps) return;
    const started: Promise<unknown>[] = [];
    const run = (index: number) => {
      if (cancelled) return;
      const step = steps[index];
      if (!step) {
        // A step held up on a slow connection holds the next stage back no longer than that.
        const heldUp = new Promise((resolve) => (timer = window.setTimeout(resolve, timeoutMs)));
        void Promise.race([Promise.all(started), heldUp]).then(() => {
          window.clearTimeout(timer);
          if (!cancelled) cancelIdle = atIdle(() => runStage(stage + 1), timeoutMs);
        });
        return;
      }
      // A step reports its own failure, if it matters (a prefetch that failed is fetched again when
      // needed): its stage only waits for it to settle.
      started.push(Promise.resolve(step()).catch(() => undefined));
      timer = window.setTimeout(() => run(index + 1), 0);
    };
    run(0);
  };
  cancelIdle = atIdle(() => runStage(0), timeoutMs);
  return () => {
    cancelled = true;
    cancelIdle();
    window.clearTimeout(timer);
  };
}
