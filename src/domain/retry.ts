// How calls to online services are retried (spec section 9): 3 attempts, waiting 1 s, then 2 s.

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;

/** The wait after the given number of failed attempts (1 -> 1 s, 2 -> 2 s). */
export function retryDelayMs(failedAttempts: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** (failedAttempts - 1);
}
