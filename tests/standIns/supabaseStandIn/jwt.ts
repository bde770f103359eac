import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { HttpError } from './http';

const JWT_SECRET = 'stand-in-jwt-secret-for-tests-only';

export interface Claims {
  sub?: string;
  role: 'anon' | 'authenticated';
  email?: string;
  session_id?: string;
  exp: number;
  iat: number;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function signJwt(claims: Omit<Claims, 'iat'> & { iat?: number }): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ iat: Math.floor(Date.now() / 1000), ...claims }));
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

function verifyJwt(token: string): Claims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  if (expected !== signature) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
  return claims.exp > Date.now() / 1000 ? claims : null;
}

/**
 * The anon key the stand-in accepts: the same on every start, so a build of the app can carry it
 * (.env.e2e-supabase). Not a JWT, like Supabase's publishable keys: it stands for the anon role.
 */
export const STAND_IN_ANON_KEY = 'stand-in-anon-key';
const ANON_CLAIMS: Claims = { role: 'anon', iat: 0, exp: Number.MAX_SAFE_INTEGER };

/** Who a bearer token speaks for: the anon key is the anon role; anything else must be a valid session JWT. */
export function claimsOf(token: string): Claims | null {
  return token === STAND_IN_ANON_KEY ? ANON_CLAIMS : verifyJwt(token);
}

export function callerOf(request: IncomingMessage): Claims {
  const bearer = request.headers.authorization?.replace(/^Bearer /, '');
  const claims = bearer ? claimsOf(bearer) : null;
  if (!claims) throw new HttpError(401, { code: 'PGRST301', message: 'JWT expired or invalid' });
  return claims;
}
