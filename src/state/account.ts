// The signed-in person and the auth actions of the screens. The DataStore behind them is chosen once
// at start (see sessionLifecycle.ts); screens only ever use these atoms.
import type { Credentials } from '../domain/auth/credentials';
import type { AuthUser, DataStore, DataTable } from '../services/data/dataStore';
import type { PendingBookmarkStore } from '../services/data/pendingBookmark';
import { atom, type Getter } from './jotai';

export type SessionUser = AuthUser;

/** Why a session ended without the person asking: shown translated (auth.errors.<code>). */
export type SessionError = 'session_expired' | 'auth_check_failed';

export type SessionState =
  { status: 'loading' } | { status: 'signedOut'; error?: SessionError } | { status: 'signedIn'; user: SessionUser };

/** The signed-in person, as the data layer reports it. Starts loading until the session check ends. */
export const sessionAtom = atom<SessionState>({ status: 'loading' });

export const isSignedInAtom = atom((get) => get(sessionAtom).status === 'signedIn');

export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'signedIn' ? session.user : null;
});

/** The app's DataStore, set once by startSession. */
export const dataStoreAtom = atom<DataStore | null>(null);
export const pendingBookmarkStoreAtom = atom<PendingBookmarkStore | null>(null);

export function requireDataStore(get: Getter): DataStore {
  const store = get(dataStoreAtom);
  if (!store) throw new Error('The data store is not ready: startSession has not run');
  return store;
}

/**
 * A counter per table that goes up whenever its data changes (this tab, another tab, or the server's
 * realtime feed). Widgets read the counters they depend on and refetch when they move.
 */
export const dataRevisionAtom = atom<Record<DataTable, number>>({
  recycling_records: 0,
  community_stats: 0,
  scan_history: 0,
  bookmarked_results: 0,
  community_tips: 0,
});

export const signInAtom = atom(null, async (get, set, credentials: Credentials) => {
  const session = await requireDataStore(get).auth.signIn(credentials);
  set(sessionAtom, { status: 'signedIn', user: session.user });
  return session.user;
});

/** Resolves to the new user; `confirmEmail` when the provider wants the address confirmed first. */
export const signUpAtom = atom(null, async (get, set, credentials: Credentials) => {
  const { user, session } = await requireDataStore(get).auth.signUp(credentials);
  if (session) set(sessionAtom, { status: 'signedIn', user: session.user });
  return { user, confirmEmail: session === null };
});

export const signInWithGoogleAtom = atom(null, async (get) => {
  await requireDataStore(get).auth.signInWithGoogle();
});

/**
 * Bookmarks a result: saved at once when signed in; otherwise held as pending on this device and
 * saved when the person signs in.
 */
export const bookmarkResultAtom = atom(null, async (get, _set, resultData: unknown): Promise<'saved' | 'pending'> => {
  if (get(sessionAtom).status === 'signedIn') {
    await requireDataStore(get).addBookmark(resultData);
    return 'saved';
  }
  const pending = get(pendingBookmarkStoreAtom);
  if (!pending) throw new Error('The pending bookmark store is not ready: startSession has not run');
  await pending.set(resultData);
  return 'pending';
});
