// Starts the session once, at app start: the session check, the auth events of spec section 4, the
// pending bookmark after sign-in, and the change feed that keeps widgets fresh.
import i18n from 'i18next';

import { sectionText } from '../i18n';
import { getDataStore } from '../services/data';
import type { AuthEvent, AuthSession, DataStore } from '../services/data/dataStore';
import { DataStoreError } from '../services/data/dataStore';
import { createPendingBookmarkStore, type PendingBookmarkStore } from '../services/data/pendingBookmark';
import { rememberSignedIn } from '../services/data/sessionHint';
import { dataRevisionAtom, dataStoreAtom, pendingBookmarkStoreAtom, sessionAtom } from './account';
import { progressCacheAtom } from './progressCache';
import type { AppStore } from './store';
import { showToast } from './toast';

export interface SessionDependencies {
  dataStore: DataStore;
  pendingBookmarks: PendingBookmarkStore;
}

/** Saves a bookmark made while signed out. A failure is only logged and the bookmark stays pending. */
export async function savePendingBookmark({ dataStore, pendingBookmarks }: SessionDependencies): Promise<boolean> {
  const pending = await pendingBookmarks.take();
  if (pending === null) return false;
  try {
    await dataStore.addBookmark(pending);
    return true;
  } catch (error) {
    await pendingBookmarks.restore(pending);
    console.error('Saving the pending bookmark failed; it stays pending', error);
    return false;
  }
}

export async function startSession(store: AppStore, deps: SessionDependencies): Promise<void> {
  const { dataStore } = deps;
  store.set(dataStoreAtom, dataStore);
  store.set(pendingBookmarkStoreAtom, deps.pendingBookmarks);
  store.sub(sessionAtom, () => {
    const { status } = store.get(sessionAtom);
    if (status !== 'loading') rememberSignedIn(status === 'signedIn');
  });

  let stopChanges: (() => void) | null = null;
  let watchedUser: string | null = null;
  const watchChanges = (userId: string | null) => {
    if (stopChanges && watchedUser === userId) return;
    stopChanges?.();
    watchedUser = userId;
    stopChanges = dataStore.onChange(({ table }) =>
      store.set(dataRevisionAtom, (r) => ({ ...r, [table]: r[table] + 1 })),
    );
  };

  const signedIn = (session: AuthSession) => {
    store.set(sessionAtom, { status: 'signedIn', user: session.user });
    watchChanges(session.user.id);
  };

  dataStore.auth.onAuthChange((event: AuthEvent, session) => {
    if (event === 'SIGNED_OUT' || event === 'USER_DELETED') {
      // A shared device must not keep the last person's figures once they leave.
      store.get(progressCacheAtom).clearPersonal();
      store.set(sessionAtom, (current) => (current.status === 'signedOut' ? current : { status: 'signedOut' }));
      watchChanges(null);
      return;
    }
    if (!session || event === 'INITIAL_SESSION') return;
    if (
      event === 'SIGNED_IN' ||
      event === 'TOKEN_REFRESHED' ||
      event === 'USER_UPDATED' ||
      event === 'MFA_CHALLENGE_VERIFIED'
    ) {
      signedIn(session);
    }
    if (event === 'SIGNED_IN') void savePendingBookmark(deps);
  });

  try {
    const session = await dataStore.auth.getSession();
    if (session) {
      signedIn(session);
      await savePendingBookmark(deps);
    } else {
      store.set(sessionAtom, { status: 'signedOut' });
      watchChanges(null);
    }
  } catch (error) {
    const expired = error instanceof DataStoreError && error.code === 'session_expired';
    store.set(sessionAtom, { status: 'signedOut', error: expired ? 'session_expired' : 'auth_check_failed' });
    watchChanges(null);
    if (expired) {
      // Its words are the sign-in screen's, which load apart from the first screen's.
      await sectionText(['account']).catch((textError: unknown) => console.warn('No sign-in text', textError));
      showToast('warning', i18n.t('auth.errors.session_expired'), store);
    } else console.error('Session check failed', error);
  }
}

/** The app's own start: the configured data store and this browser's pending bookmark. */
export async function startAppSession(store: AppStore): Promise<void> {
  await startSession(store, { dataStore: await getDataStore(), pendingBookmarks: createPendingBookmarkStore() });
}
