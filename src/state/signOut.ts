// Signing out, apart from the session atoms because it also ends the scan on screen: the result, its
// photo and the action marked on it are the person's, and the next one to use the device must not
// find them on /results.
import { requireDataStore, sessionAtom } from './account';
import { atom } from './jotai';

/**
 * Ends the session and the scan on screen; the header then goes to /. The scan's code is fetched when
 * this runs: the header is on the first screen, which does not carry it.
 */
export const signOutAtom = atom(null, async (get, set) => {
  await requireDataStore(get).auth.signOut();
  set(sessionAtom, { status: 'signedOut' });
  const { resetScanResultAtom } = await import('./scanResult');
  set(resetScanResultAtom);
});
