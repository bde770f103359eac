// Supabase accounts through supabase-js: e-mail and password, Google by redirect (PKCE), and the
// session check that tells an expired session from none.
import {
  type AuthError,
  isAuthRetryableFetchError,
  type Session,
  type SupabaseClient,
  type SupportedStorage,
  type User,
} from '@supabase/supabase-js';

import {
  type Credentials,
  hasCredentials,
  MISSING_CREDENTIALS_MESSAGE,
  normalizeEmail,
} from '../../../domain/auth/credentials';
import { checkSessionToken } from '../../../domain/auth/sessionToken';
import {
  type AuthApi,
  type AuthSession,
  type AuthUser,
  type DataErrorCode,
  DataStoreError,
  NOT_AUTHENTICATED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../dataStore';

// GoTrue's error codes, as the codes the screens translate.
const AUTH_ERROR_CODES: Readonly<Record<string, DataErrorCode>> = {
  invalid_credentials: 'invalid_credentials',
  user_already_exists: 'user_already_exists',
  email_exists: 'user_already_exists',
  weak_password: 'weak_password',
  email_not_confirmed: 'email_not_confirmed',
  email_address_invalid: 'invalid_email',
  session_expired: 'session_expired',
  refresh_token_not_found: 'session_expired',
};

function authFailure(error: AuthError): DataStoreError {
  const code =
    (error.code && AUTH_ERROR_CODES[error.code]) || (isAuthRetryableFetchError(error) ? 'network' : 'unknown');
  return new DataStoreError(code, error.message, { cause: error });
}

export function toUser(user: User): AuthUser {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name = [metadata.full_name, metadata.name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return { id: user.id, email: user.email ?? '', ...(name ? { name } : {}) };
}

function toAuthSession(session: Session): AuthSession {
  return { user: toUser(session.user), accessToken: session.access_token, expiresAt: session.expires_at ?? 0 };
}

/** supabase-js's default storage key, derived from the project's host. */
function defaultStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

function hadStoredSession(storage: SupportedStorage | undefined, url: string): boolean {
  try {
    const stored = storage?.getItem(defaultStorageKey(url));
    return typeof stored === 'string' && stored !== '';
  } catch {
    return false;
  }
}

export interface SupabaseAuthOptions {
  url: string;
  storage?: SupportedStorage;
  origin?: string;
  navigate?: (url: string) => void;
  now: () => Date;
}

export function createSupabaseAuth(client: SupabaseClient, options: SupabaseAuthOptions) {
  const now = options.now;
  // supabase-js refreshes a lapsed session itself while it starts, and drops it silently when that
  // fails; a session that was stored before the start and is gone after it has expired.
  let expiredDuringStart = hadStoredSession(options.storage ?? globalThis.localStorage, options.url);
  const origin = options.origin ?? globalThis.location?.origin ?? '';
  const navigate = options.navigate ?? ((url: string) => globalThis.location.assign(url));

  async function currentUser(): Promise<AuthUser | null> {
    const { data } = await client.auth.getSession();
    return data.session ? toUser(data.session.user) : null;
  }

  async function requireUser(message = NOT_AUTHENTICATED_MESSAGE): Promise<AuthUser> {
    const user = await currentUser();
    if (!user) throw new DataStoreError('not_authenticated', message);
    return user;
  }

  function requireCredentials(credentials: Credentials): Credentials {
    if (!hasCredentials(credentials)) throw new DataStoreError('missing_credentials', MISSING_CREDENTIALS_MESSAGE);
    return { email: normalizeEmail(credentials.email), password: credentials.password };
  }

  const auth: AuthApi = {
    supportsGoogle: true,

    async getSession() {
      const { data, error } = await client.auth.getSession();
      const session = data.session;
      const lostAtStart = expiredDuringStart && !session;
      expiredDuringStart = false;
      if (lostAtStart) throw new DataStoreError('session_expired', SESSION_EXPIRED_MESSAGE);
      if (!error && !session) return null;
      if (
        !error &&
        session &&
        checkSessionToken(session.access_token, Math.floor(now().getTime() / 1000)) === 'valid'
      ) {
        return toAuthSession(session);
      }
      // A session error or an unusable token: one refresh, then the person signs in again.
      const refreshed = await client.auth.refreshSession();
      if (!refreshed.error && refreshed.data.session) return toAuthSession(refreshed.data.session);
      await client.auth.signOut({ scope: 'local' });
      throw new DataStoreError('session_expired', SESSION_EXPIRED_MESSAGE);
    },

    async signIn(credentials) {
      const { data, error } = await client.auth.signInWithPassword(requireCredentials(credentials));
      if (error) throw authFailure(error);
      return toAuthSession(data.session);
    },

    async signUp(credentials) {
      const { data, error } = await client.auth.signUp({
        ...requireCredentials(credentials),
        options: { emailRedirectTo: `${origin}/dashboard` },
      });
      if (error) throw authFailure(error);
      if (!data.user) throw new DataStoreError('unknown', 'Failed to register');
      return { user: toUser(data.user), session: data.session ? toAuthSession(data.session) : null };
    },

    async signInWithGoogle() {
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${origin}/dashboard`, skipBrowserRedirect: true },
      });
      if (error) throw authFailure(error);
      navigate(data.url);
    },

    async signOut() {
      const { error } = await client.auth.signOut();
      if (error) throw authFailure(error);
    },

    onAuthChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // supabase-js holds a lock while it calls back; whatever the listener does with the client
        // must run after the callback returns.
        setTimeout(() => listener(event, session ? toAuthSession(session) : null), 0);
      });
      return () => data.subscription.unsubscribe();
    },
  };

  return { auth, currentUser, requireUser };
}
