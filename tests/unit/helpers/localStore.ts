// The on-device store as the tests use it: a small PBKDF2 count, since the real one (600,000 rounds,
// about 100 ms a hash) would make every sign-up in the suite slow. The store's own test keeps the real one.
import { createLocalDataStore, type LocalStoreOptions } from '../../../src/services/data/local/localStore';

export const TEST_PASSWORD_ITERATIONS = 1_000;

export function testLocalStore(options: LocalStoreOptions = {}) {
  return createLocalDataStore({ passwordIterations: TEST_PASSWORD_ITERATIONS, ...options });
}
