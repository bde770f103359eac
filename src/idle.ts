// Deferring to the browser's first idle moment what the first screen does not need, so its code and
// requests wait until the page is usable.
import { useEffect, useState } from 'react';

/** Runs `work` when the browser is next idle, at the latest after `timeoutMs`. Returns a cancel. */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  const callback = window.requestIdleCallback?.(work, { timeout: timeoutMs });
  const timer = callback === undefined ? window.setTimeout(work, timeoutMs) : undefined;
  return () => {
    if (callback !== undefined) window.cancelIdleCallback(callback);
    window.clearTimeout(timer);
  };
}

/** False until the browser is first idle after mount (at the latest after `timeoutMs`), then true. */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
