// How a refused PostgREST call reaches the screens: as a DataStoreError, keeping the server's error.
import { DataStoreError } from '../dataStore';

export function dataFailure(error: { message: string; code?: string }): DataStoreError {
  return new DataStoreError('unknown', error.message, { cause: error });
}

/** Refused for its data (SQLSTATE classes 22 and 23: a check, a missing reference), so it always will be. */
export function refusedForItsData(error: unknown): boolean {
  const cause = error instanceof DataStoreError ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && /^2[23]/.test(cause.code);
}
