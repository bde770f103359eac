// The spec's retries: 3 attempts, waiting 1 s then 2 s (doubling from 1000 ms), only for failures
// that a retry can fix.

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetries<T>(
  task: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  wait: (ms: number) => Promise<void> = sleep,
  attempts = RETRY_ATTEMPTS,
  baseDelayMs = RETRY_BASE_DELAY_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await wait(baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
