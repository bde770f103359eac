// How calls to online services are retried (spec section 9): 3 attempts, waiting 1 s, then 2 s, and
// only after failures a retry can fix. One policy for every online service.

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;

/** The wait after the given number of failed attempts (1 -> 1 s, 2 -> 2 s). */
export function retryDelayMs(failedAttempts: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** (failedAttempts - 1);
}

/**
 * Runs the task up to RETRY_ATTEMPTS times, waiting retryDelayMs between attempts (through `wait`,
 * so the caller owns the timer and can abort it), as long as each failure isRetryable.
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  wait: (ms: number) => Promise<void>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= RETRY_ATTEMPTS || !isRetryable(error)) throw error;
      await wait(retryDelayMs(attempt));
    }
  }
}
