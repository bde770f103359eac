// Whether a person was signed in on this browser when last seen, kept beside the real session so the
// first screen of a first visit need not wait for the data store to learn that nobody is (main.tsx).
// Only a hint: the session check still decides, and the screens follow it when the two differ.
/** Also read by the landing pages' gate (src/prerenderGate.ts), before the app's code has loaded. */
export const SIGNED_IN_STORAGE_KEY = 'recyclesmart.signedIn';

/** False only when this browser's storage says nobody was signed in; true when it cannot tell. */
export function maybeSignedIn(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(SIGNED_IN_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

/** Notes the session's outcome for the next visit's first screen. */
export function rememberSignedIn(signedIn: boolean, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (signedIn) storage?.setItem(SIGNED_IN_STORAGE_KEY, '1');
    else storage?.removeItem(SIGNED_IN_STORAGE_KEY);
  } catch {
    // Storage can be disabled or full: the next visit then waits for the session check, as without a hint.
  }
}
