import { atom } from 'jotai';

export interface SessionUser {
  id: string;
  email: string;
  name?: string;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut'; error?: string }
  | { status: 'signedIn'; user: SessionUser };

/** The signed-in person, as the data layer reports it. Starts loading until the session check ends. */
export const sessionAtom = atom<SessionState>({ status: 'loading' });

export const isSignedInAtom = atom((get) => get(sessionAtom).status === 'signedIn');

/**
 * Ends the session. The accounts layer replaces this placeholder's body with the data store's
 * sign-out; screens only ever write this atom.
 */
export const signOutAtom = atom(null, async (_get, set) => {
  set(sessionAtom, { status: 'signedOut' });
});
