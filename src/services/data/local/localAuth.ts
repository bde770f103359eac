// The on-device accounts: e-mail and password accounts kept in IndexedDB (passwords as PBKDF2 hashes),
// and a JWT-shaped session renewed from a refresh token. Other tabs hear sign-ins and sign-outs.
import { del, get, update, type UseStore } from 'idb-keyval';

import {
  type Credentials,
  hasCredentials,
  isPlausibleEmail,
  isStrongEnough,
  MISSING_CREDENTIALS_MESSAGE,
  normalizeEmail,
  WEAK_PASSWORD_MESSAGE,
} from '../../../domain/auth/credentials';
import { checkSessionToken, encodeBase64Url, encodeJsonBase64Url } from '../../../domain/auth/sessionToken';
import {
  type AuthApi,
  type AuthEvent,
  type AuthListener,
  type AuthSession,
  type AuthUser,
  type DataChange,
  DataStoreError,
  NOT_AUTHENTICATED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type SignUpResult,
} from '../dataStore';
import { type Accounts, KEYS, type LocalAccount, type LocalSession } from './localRows';
import { hashPassword, spendVerificationTime, verifyPassword } from './passwords';

/** An access token lasts a day; the refresh token keeps the person signed in for 30 days of absence. */
export const LOCAL_ACCESS_TOKEN_SECONDS = 24 * 60 * 60;
export const LOCAL_REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** What one tab tells the others of the same browser. */
export type CrossTabMessage = { kind: 'auth'; event: AuthEvent } | { kind: 'data'; change: DataChange };

const randomToken = (bytes = 32) => encodeBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));

function toAuthSession(session: LocalSession): AuthSession {
  return {
    user: { id: session.userId, email: session.email },
    accessToken: session.accessToken,
    expiresAt: session.expiresAt,
  };
}

export interface LocalAuthOptions {
  db: UseStore;
  now: () => Date;
  passwordIterations: number;
  broadcast: (message: CrossTabMessage) => void;
}

export function createLocalAuth({ db, now, passwordIterations, broadcast }: LocalAuthOptions) {
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const authListeners = new Set<AuthListener>();
  const emitAuth = (event: AuthEvent, session: AuthSession | null) => {
    for (const listener of authListeners) listener(event, session);
  };

  async function readSession(): Promise<LocalSession | null> {
    return (await get<LocalSession>(KEYS.session, db)) ?? null;
  }

  async function issueSession(account: Pick<LocalAccount, 'id' | 'email'>): Promise<LocalSession> {
    const issuedAt = nowSeconds();
    const expiresAt = issuedAt + LOCAL_ACCESS_TOKEN_SECONDS;
    const header = encodeJsonBase64Url({ alg: 'none', typ: 'JWT' });
    const claims = encodeJsonBase64Url({
      sub: account.id,
      email: account.email,
      iat: issuedAt,
      exp: expiresAt,
      iss: 'recyclesmart-device',
    });
    const session: LocalSession = {
      userId: account.id,
      email: account.email,
      accessToken: `${header}.${claims}.${randomToken()}`,
      expiresAt,
      refreshToken: randomToken(),
      refreshExpiresAt: issuedAt + LOCAL_REFRESH_TOKEN_SECONDS,
    };
    await update<LocalSession>(KEYS.session, () => session, db);
    return session;
  }

  async function endSession(): Promise<void> {
    await del(KEYS.session, db);
  }

  async function validSession(): Promise<AuthSession | null> {
    const stored = await readSession();
    if (!stored) return null;
    if (checkSessionToken(stored.accessToken, nowSeconds()) === 'valid') return toAuthSession(stored);
    // The access token has lapsed or is damaged: try the refresh token before giving up.
    const accounts = (await get<Accounts>(KEYS.accounts, db)) ?? {};
    const account = accounts[stored.email];
    if (stored.refreshExpiresAt > nowSeconds() && account?.id === stored.userId) {
      const refreshed = toAuthSession(await issueSession(account));
      emitAuth('TOKEN_REFRESHED', refreshed);
      return refreshed;
    }
    await endSession();
    emitAuth('SIGNED_OUT', null);
    throw new DataStoreError('session_expired', SESSION_EXPIRED_MESSAGE);
  }

  async function currentUser(): Promise<AuthUser | null> {
    try {
      return (await validSession())?.user ?? null;
    } catch {
      return null;
    }
  }

  async function requireUser(message = NOT_AUTHENTICATED_MESSAGE): Promise<AuthUser> {
    const user = await currentUser();
    if (!user) throw new DataStoreError('not_authenticated', message);
    return user;
  }

  function requireCredentials(credentials: Credentials): void {
    if (!hasCredentials(credentials)) throw new DataStoreError('missing_credentials', MISSING_CREDENTIALS_MESSAGE);
  }

  const auth: AuthApi = {
    supportsGoogle: false,

    getSession: validSession,

    async signIn(credentials) {
      requireCredentials(credentials);
      const email = normalizeEmail(credentials.email);
      const account = ((await get<Accounts>(KEYS.accounts, db)) ?? {})[email];
      if (!account) await spendVerificationTime(credentials.password, passwordIterations);
      if (!account || !(await verifyPassword(credentials.password, account.password))) {
        throw new DataStoreError('invalid_credentials', 'Invalid login credentials');
      }
      const session = toAuthSession(await issueSession(account));
      emitAuth('SIGNED_IN', session);
      broadcast({ kind: 'auth', event: 'SIGNED_IN' });
      return session;
    },

    async signUp(credentials): Promise<SignUpResult> {
      requireCredentials(credentials);
      const email = normalizeEmail(credentials.email);
      if (!isPlausibleEmail(email))
        throw new DataStoreError('invalid_email', 'Unable to validate email address: invalid format');
      if (!isStrongEnough(credentials.password)) throw new DataStoreError('weak_password', WEAK_PASSWORD_MESSAGE);
      const password = await hashPassword(credentials.password, passwordIterations);
      const account: LocalAccount = { id: crypto.randomUUID(), email, password, createdAt: now().toISOString() };
      let taken = false;
      await update<Accounts>(
        KEYS.accounts,
        (accounts = {}) => {
          taken = email in accounts;
          return taken ? accounts : { ...accounts, [email]: account };
        },
        db,
      );
      if (taken) throw new DataStoreError('user_already_exists', 'User already registered');
      const session = toAuthSession(await issueSession(account));
      emitAuth('SIGNED_IN', session);
      broadcast({ kind: 'auth', event: 'SIGNED_IN' });
      return { user: session.user, session };
    },

    async signInWithGoogle() {
      throw new DataStoreError('unknown', 'Google sign-in needs a Supabase project');
    },

    async signOut() {
      await endSession();
      emitAuth('SIGNED_OUT', null);
      broadcast({ kind: 'auth', event: 'SIGNED_OUT' });
    },

    onAuthChange(listener) {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
  };

  /** A sign-in or sign-out in another tab of this browser. */
  function heardFromAnotherTab(event: AuthEvent): void {
    if (event === 'SIGNED_OUT') emitAuth('SIGNED_OUT', null);
    else void readSession().then((session) => emitAuth(event, session ? toAuthSession(session) : null));
  }

  return { auth, currentUser, requireUser, heardFromAnotherTab };
}
