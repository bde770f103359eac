import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { PGlite } from '@electric-sql/pglite';

import { HttpError, send } from './http';
import { callerOf, signJwt } from './jwt';

const ACCESS_TOKEN_SECONDS = 3600;

interface StandInUser {
  id: string;
  email: string;
  password: string;
  created_at: string;
}

export function createAuth(db: PGlite) {
  const users = new Map<string, StandInUser>();
  const refreshTokens = new Map<string, string>();

  function userJson(user: StandInUser) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.created_at,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: user.created_at,
      updated_at: user.created_at,
    };
  }

  function sessionFor(user: StandInUser) {
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = randomBytes(16).toString('hex');
    refreshTokens.set(refreshToken, user.id);
    return {
      access_token: signJwt({
        sub: user.id,
        role: 'authenticated',
        email: user.email,
        exp: now + ACCESS_TOKEN_SECONDS,
        session_id: randomUUID(),
      }),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  /** A user deleted from auth.users (delete_my_account) can no longer sign in, refresh or be read. */
  async function forgetDeletedUsers(): Promise<void> {
    const { rows } = await db.query<{ id: string }>('select id from auth.users');
    const live = new Set(rows.map((row) => row.id));
    for (const id of users.keys()) if (!live.has(id)) users.delete(id);
    for (const [token, userId] of refreshTokens) if (!live.has(userId)) refreshTokens.delete(token);
  }

  async function auth(request: IncomingMessage, response: ServerResponse, url: URL, body: any): Promise<void> {
    const route = `${request.method} ${url.pathname.replace('/auth/v1', '')}`;
    await forgetDeletedUsers();
    const grant = url.searchParams.get('grant_type');
    if (route === 'POST /signup') {
      if (!body?.email || !body?.password)
        throw new HttpError(400, { error_code: 'validation_failed', msg: 'Signup requires a valid password' });
      if (String(body.password).length < 6) {
        throw new HttpError(422, {
          error_code: 'weak_password',
          msg: 'Password should be at least 6 characters.',
          weak_password: { reasons: ['length'] },
        });
      }
      if ([...users.values()].some((u) => u.email === body.email))
        throw new HttpError(422, { error_code: 'user_already_exists', msg: 'User already registered' });
      const { rows } = await db.query<{ id: string; created_at: Date }>(
        'insert into auth.users (email) values ($1) returning id, created_at',
        [body.email],
      );
      const user: StandInUser = {
        id: rows[0]!.id,
        email: body.email,
        password: body.password,
        created_at: rows[0]!.created_at.toISOString(),
      };
      users.set(user.id, user);
      return send(response, 200, sessionFor(user));
    }
    if (route === 'POST /token' && grant === 'password') {
      const user = [...users.values()].find((u) => u.email === body?.email);
      if (!user || user.password !== body?.password)
        throw new HttpError(400, { error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
      return send(response, 200, sessionFor(user));
    }
    if (route === 'POST /token' && grant === 'refresh_token') {
      const userId = refreshTokens.get(body?.refresh_token);
      if (!userId)
        throw new HttpError(400, {
          error_code: 'refresh_token_not_found',
          msg: 'Invalid Refresh Token: Refresh Token Not Found',
        });
      refreshTokens.delete(body.refresh_token);
      return send(response, 200, sessionFor(users.get(userId)!));
    }
    if (route === 'GET /user') {
      const claims = callerOf(request);
      const user = claims.sub ? users.get(claims.sub) : undefined;
      if (!user) throw new HttpError(401, { error_code: 'bad_jwt', msg: 'invalid JWT' });
      return send(response, 200, userJson(user));
    }
    if (route === 'POST /logout') {
      const claims = callerOf(request);
      for (const [token, userId] of refreshTokens) if (userId === claims.sub) refreshTokens.delete(token);
      return send(response, 204);
    }
    throw new HttpError(404, { error_code: 'not_found', msg: `no stand-in for ${route}` });
  }

  return { handle: auth, revokeRefreshTokens: () => refreshTokens.clear() };
}
