// The end of a session, apart from the session atoms because it also ends the scan on screen: the
// result, its photo and the action marked on it are the person's, and the next one to use the device
// must not find them on /results.
import { requireDataStore, sessionAtom } from './account';
import { atom } from './jotai';

/**
 * The session is over (signed out, or the account deleted), and so is the scan on screen. The scan's
 * code is fetched when this runs: the header, which signs out, is on the first screen without it.
 */
export const endSessionAtom = atom(null, async (_get, set) => {
  set(sessionAtom, { status: 'signedOut' });
  const { resetScanResultAtom } = await import('./scanResult');
  set(resetScanResultAtom);
});

/** Signs out and ends the session; the header then goes to /. */
export const signOutAtom = atom(null, async (get, set) => {
  await requireDataStore(get).auth.signOut();
  await set(endSessionAtom);
});
