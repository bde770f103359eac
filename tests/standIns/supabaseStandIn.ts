// A loopback stand-in for a Supabase project, speaking the wire formats supabase-js speaks: GoTrue
// (/auth/v1), PostgREST (/rest/v1) and Realtime (/realtime/v1/websocket, Phoenix protocol v2). REST
// requests run as real SQL in PGlite with our migrations, as the caller's role with their JWT claims,
// so row-level security decides exactly as it would on the server. Every request is logged for tests.
// It answers browsers too (CORS), so the end-to-end tests point a build of the app at it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { PGlite } from '@electric-sql/pglite';
import type { SupportedStorage } from '@supabase/supabase-js';

import { createSupabaseDb } from '../integration/db/supabaseShim';
import { createAuth } from './supabaseStandIn/auth';
import { CORS_HEADERS, HttpError, httpStatusOf, readBody, send } from './supabaseStandIn/http';
import { type Claims, claimsOf, STAND_IN_ANON_KEY } from './supabaseStandIn/jwt';
import { createRealtime } from './supabaseStandIn/realtime';
import { createRest } from './supabaseStandIn/rest';

export { signJwt, STAND_IN_ANON_KEY } from './supabaseStandIn/jwt';

export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  apikey: string | undefined;
  authorization: string | undefined;
  prefer: string | undefined;
  accept: string | undefined;
  body: unknown;
}

export interface SupabaseStandIn {
  url: string;
  anonKey: string;
  db: PGlite;
  requests: LoggedRequest[];
  /** Ends every refresh token, as when the server revokes sessions. */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

/** port: a fixed loopback port (a built app names it); any free one by default. */
export async function startSupabaseStandIn({ port = 0 } = {}): Promise<SupabaseStandIn> {
  const db = await createSupabaseDb();
  const requests: LoggedRequest[] = [];
  const anonKey = STAND_IN_ANON_KEY;
  const auth = createAuth(db);
  const realtime = createRealtime(db);
  const rest = createRest(db, realtime);

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let claims: Claims | null = null;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...CORS_HEADERS,
        'access-control-allow-methods': 'GET, HEAD, POST, PATCH, PUT, DELETE',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      return response.end();
    }
    try {
      const body = await readBody(request);
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        apikey: request.headers.apikey as string | undefined,
        authorization: request.headers.authorization,
        prefer: request.headers.prefer as string | undefined,
        accept: request.headers.accept,
        body,
      });
      if (request.headers.apikey !== anonKey)
        throw new HttpError(401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
      if (url.pathname.startsWith('/auth/v1/')) return await auth.handle(request, response, url, body);
      if (url.pathname.startsWith('/rest/v1/')) {
        claims = claimsOf(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
        return await rest(request, response, url, body);
      }
      throw new HttpError(404, { message: 'not found' });
    } catch (error) {
      if (error instanceof HttpError) return send(response, error.status, error.body);
      const pg = error as { code?: string; message: string; detail?: string; hint?: string };
      return send(response, httpStatusOf(pg.code, claims), {
        code: pg.code ?? 'XX000',
        message: pg.message,
        details: pg.detail ?? null,
        hint: pg.hint ?? null,
      });
    }
  });

  const sockets = realtime.attach(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const { port: listening } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${listening}`,
    anonKey,
    db,
    requests,
    revokeRefreshTokens: auth.revokeRefreshTokens,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/** A synchronous storage in memory, like a browser's: where supabase-js keeps its tokens, one per simulated browser. */
export function memoryStorage(): SupportedStorage & Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
