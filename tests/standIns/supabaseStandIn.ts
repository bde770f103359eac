// A loopback stand-in for a Supabase project, speaking the wire formats supabase-js speaks: GoTrue
// (/auth/v1), PostgREST (/rest/v1) and Realtime (/realtime/v1/websocket, Phoenix protocol v2). REST
// requests run as real SQL in PGlite with our migrations, as the caller's role with their JWT claims,
// so row-level security decides exactly as it would on the server. Every request is logged for tests.
// It answers browsers too (CORS), so the end-to-end tests point a build of the app at it.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { PGlite } from '@electric-sql/pglite';
import type { SupportedStorage } from '@supabase/supabase-js';
import { type WebSocket, WebSocketServer } from 'ws';

import { createSupabaseDb } from '../integration/db/supabaseShim';

const JWT_SECRET = 'stand-in-jwt-secret-for-tests-only';
const ACCESS_TOKEN_SECONDS = 3600;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const REALTIME_TABLES = new Set(['recycling_records']);

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

interface Claims {
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

interface StandInUser {
  id: string;
  email: string;
  password: string;
  created_at: string;
}

interface Subscription {
  socket: WebSocket;
  topic: string;
  claims: Claims | null;
  bindings: { id: number; event: string; schema: string; table: string; filter?: string }[];
}

/**
 * The anon key the stand-in accepts: the same on every start, so a build of the app can carry it
 * (.env.e2e-supabase). Not a JWT, like Supabase's publishable keys: it stands for the anon role.
 */
export const STAND_IN_ANON_KEY = 'stand-in-anon-key';
const ANON_CLAIMS: Claims = { role: 'anon', iat: 0, exp: Number.MAX_SAFE_INTEGER };

/** Who a bearer token speaks for: the anon key is the anon role; anything else must be a valid session JWT. */
function claimsOf(token: string): Claims | null {
  return token === STAND_IN_ANON_KEY ? ANON_CLAIMS : verifyJwt(token);
}

// supabase-js calls from the page's origin: the browser asks first, and reads the row count from a header.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-range, x-supabase-api-version',
};

export interface SupabaseStandIn {
  url: string;
  anonKey: string;
  db: PGlite;
  requests: LoggedRequest[];
  /** Ends every refresh token, as when the server revokes sessions. */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.msg));
  }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS_HEADERS, ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function columnsOf(select: string | null): string[] | '*' {
  if (!select || select.trim() === '*') return '*';
  const columns = select.split(',').map((c) => c.trim());
  for (const c of columns)
    if (!IDENTIFIER.test(c)) throw new HttpError(400, { code: 'PGRST100', message: `unsupported select: ${c}` });
  return columns;
}

const pick = (row: Record<string, unknown>, columns: string[] | '*') =>
  columns === '*' ? row : Object.fromEntries(columns.map((c) => [c, row[c]]));

/** PostgREST horizontal filters (col=op.value) to SQL, with parameters from `offset`. */
function whereClause(table: string, query: URLSearchParams, params: unknown[]): string {
  const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
  const conditions: string[] = [];
  for (const [column, expression] of query) {
    if (reserved.has(column)) continue;
    if (!IDENTIFIER.test(column)) throw new HttpError(400, { code: 'PGRST100', message: `bad column ${column}` });
    const dot = expression.indexOf('.');
    const op = expression.slice(0, dot);
    const value = expression.slice(dot + 1);
    const sqlOp = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[op];
    if (sqlOp) {
      params.push(value);
      conditions.push(`${table}.${column}::text ${sqlOp} $${params.length}::text`);
    } else if (op === 'in' && value.startsWith('(') && value.endsWith(')')) {
      params.push(
        value
          .slice(1, -1)
          .split(',')
          .map((item) => item.replace(/^"(.*)"$/, '$1')),
      );
      conditions.push(`${table}.${column}::text = any($${params.length}::text[])`);
    } else if (op === 'is' && value === 'null') {
      conditions.push(`${table}.${column} is null`);
    } else {
      throw new HttpError(400, { code: 'PGRST100', message: `unsupported operator ${op}` });
    }
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/** supabase-js's upsert with ignoreDuplicates: rows whose key is taken are skipped, the rest inserted. */
function onConflict(query: URLSearchParams, prefer: string): string {
  if (prefer.includes('resolution=merge-duplicates'))
    throw new HttpError(400, { code: 'PGRST000', message: 'no stand-in for merge-duplicates' });
  if (!prefer.includes('resolution=ignore-duplicates')) return '';
  const columns = (query.get('on_conflict') ?? '').split(',').filter(Boolean);
  for (const column of columns)
    if (!IDENTIFIER.test(column)) throw new HttpError(400, { code: 'PGRST100', message: `bad column ${column}` });
  return ` on conflict ${columns.length ? `(${columns.join(', ')})` : ''} do nothing`;
}

function orderClause(order: string | null): string {
  if (!order) return '';
  return `order by ${order
    .split(',')
    .map((term) => {
      const [column, direction = 'asc', nulls] = term.split('.');
      if (!column || !IDENTIFIER.test(column) || !['asc', 'desc'].includes(direction))
        throw new HttpError(400, { code: 'PGRST100', message: `bad order ${term}` });
      return `"${column}" ${direction}${nulls === 'nullslast' ? ' nulls last' : nulls === 'nullsfirst' ? ' nulls first' : ''}`;
    })
    .join(', ')}`;
}

function httpStatusOf(code: string | undefined, claims: Claims | null): number {
  if (code === '42501') return claims?.role === 'authenticated' ? 403 : 401;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  return 400;
}

/** port: a fixed loopback port (a built app names it); any free one by default. */
export async function startSupabaseStandIn({ port = 0 } = {}): Promise<SupabaseStandIn> {
  const db = await createSupabaseDb();
  const users = new Map<string, StandInUser>();
  const refreshTokens = new Map<string, string>();
  const requests: LoggedRequest[] = [];
  const subscriptions: Subscription[] = [];
  let bindingIds = 1;
  const anonKey = STAND_IN_ANON_KEY;

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

  function callerOf(request: IncomingMessage): Claims {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    const claims = bearer ? claimsOf(bearer) : null;
    if (!claims) throw new HttpError(401, { code: 'PGRST301', message: 'JWT expired or invalid' });
    return claims;
  }

  async function asCaller<T>(claims: Claims, sql: string, params: unknown[]): Promise<T[]> {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${claims.role === 'authenticated' ? 'authenticated' : 'anon'}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  function notify(table: string, type: 'INSERT' | 'UPDATE' | 'DELETE', record: Record<string, unknown>): void {
    for (const subscription of subscriptions) {
      for (const binding of subscription.bindings) {
        if (binding.table !== table || (binding.event !== '*' && binding.event !== type)) continue;
        if (binding.filter) {
          const [column, condition] = binding.filter.split('=');
          if (String(record[column!]) !== condition!.replace(/^eq\./, '')) continue;
        }
        // Realtime applies row-level security: a person hears only about their own records.
        if (table === 'recycling_records' && subscription.claims?.sub !== record.user_id) continue;
        subscription.socket.send(
          JSON.stringify([
            null,
            null,
            subscription.topic,
            'postgres_changes',
            {
              ids: [binding.id],
              data: {
                schema: 'public',
                table,
                commit_timestamp: new Date().toISOString(),
                type,
                record,
                old_record: {},
                columns: [],
                errors: null,
              },
            },
          ]),
        );
      }
    }
  }

  // Realtime publishes the pulse row when a write touches it, at most once a second per day; the
  // stand-in speaks after every write to the records, so tests need not wait out that second.
  async function notifyCommunityStats(): Promise<void> {
    const { rows } = await db.query<Record<string, unknown>>(
      `select * from community_stats_pulse where date = (now() at time zone 'UTC')::date`,
    );
    if (rows[0]) notify('community_stats_pulse', 'UPDATE', rows[0]);
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

  async function rest(request: IncomingMessage, response: ServerResponse, url: URL, body: any): Promise<void> {
    const claims = callerOf(request);
    const name = url.pathname.replace('/rest/v1/', '');
    const prefer = String(request.headers.prefer ?? '');
    const single = request.headers.accept === 'application/vnd.pgrst.object+json';
    const params: unknown[] = [];
    const columns = columnsOf(url.searchParams.get('select'));

    const reply = (rows: Record<string, unknown>[], status: number, total?: number) => {
      const shaped = rows.map((r) => pick(r, columns));
      const range = `${shaped.length ? `0-${shaped.length - 1}` : '*'}/${total ?? '*'}`;
      if (single) {
        if (shaped.length !== 1) {
          throw new HttpError(406, {
            code: 'PGRST116',
            message: 'JSON object requested, multiple (or no) rows returned',
            details: `The result contains ${shaped.length} rows`,
            hint: null,
          });
        }
        return send(response, status, shaped[0], { 'content-range': range });
      }
      return send(response, status, request.method === 'HEAD' ? undefined : shaped, { 'content-range': range });
    };

    if (name.startsWith('rpc/')) {
      const fn = name.slice(4);
      if (!IDENTIFIER.test(fn)) throw new HttpError(404, { code: 'PGRST202', message: 'no such function' });
      const [signature] = (
        await db.query<{ names: string[] | null; types: string[]; returns_set: boolean }>(
          `select proargnames as names, array(select format_type(t, null) from unnest(proargtypes) t) as types, proretset as returns_set
           from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
          [fn],
        )
      ).rows;
      if (!signature)
        throw new HttpError(404, { code: 'PGRST202', message: `Could not find the function public.${fn}` });
      const args = (signature.names ?? [])
        .map((argName, i) =>
          body && argName in body ? `${argName} => ($1::json ->> '${argName}')::${signature.types[i]}` : null,
        )
        .filter(Boolean)
        .join(', ');
      if (args) params.push(JSON.stringify(body));
      const sql = signature.returns_set
        ? `select coalesce(json_agg(r), '[]'::json) as result from public.${fn}(${args}) r`
        : `select to_json(public.${fn}(${args})) as result`;
      const [row] = await asCaller<{ result: unknown }>(claims, sql, params);
      return send(response, 200, row!.result);
    }

    if (!IDENTIFIER.test(name)) throw new HttpError(404, { code: '42P01', message: 'no such table' });
    const table = `public.${name}`;
    const where = whereClause(name, url.searchParams, params);
    const wantsRows = prefer.includes('return=representation') || REALTIME_TABLES.has(name);

    if (request.method === 'GET' || request.method === 'HEAD') {
      const limit = url.searchParams.get('limit');
      const offset = url.searchParams.get('offset');
      const page = `${limit ? `limit ${Number(limit)}` : ''} ${offset ? `offset ${Number(offset)}` : ''}`;
      const [result] = await asCaller<{ rows: Record<string, unknown>[] }>(
        claims,
        `select coalesce(json_agg(t), '[]'::json) as rows from (select * from ${table} ${where} ${orderClause(url.searchParams.get('order'))} ${page}) t`,
        params,
      );
      let total: number | undefined;
      if (prefer.includes('count=exact')) {
        const [counted] = await asCaller<{ n: number }>(
          claims,
          `select count(*)::int as n from ${table} ${where}`,
          params,
        );
        total = counted!.n;
      }
      return reply(result!.rows, 200, total);
    }

    if (request.method === 'POST') {
      const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
      const keys = Object.keys(rows[0] ?? {});
      for (const key of keys)
        if (!IDENTIFIER.test(key)) throw new HttpError(400, { code: 'PGRST204', message: `bad column ${key}` });
      params.push(JSON.stringify(rows));
      const insert = `insert into ${table} (${keys.join(', ')}) select ${keys.join(', ')} from json_populate_recordset(null::${table}, $${params.length}::json)${onConflict(url.searchParams, prefer)}`;
      const inserted = wantsRows
        ? (
            await asCaller<{ rows: Record<string, unknown>[] }>(
              claims,
              `with ins as (${insert} returning *) select coalesce(json_agg(ins), '[]'::json) as rows from ins`,
              params,
            )
          )[0]!.rows
        : (await asCaller(claims, insert, params), []);
      if (REALTIME_TABLES.has(name)) {
        for (const row of inserted) notify(name, 'INSERT', row);
        await notifyCommunityStats();
      }
      return prefer.includes('return=representation') ? reply(inserted, 201) : send(response, 201);
    }

    if (request.method === 'PATCH') {
      const keys = Object.keys(body ?? {});
      for (const key of keys)
        if (!IDENTIFIER.test(key)) throw new HttpError(400, { code: 'PGRST204', message: `bad column ${key}` });
      params.push(JSON.stringify(body));
      const from = `json_populate_record(null::${table}, $${params.length}::json) as patch`;
      const sql = `update ${table} set ${keys.map((k) => `${k} = patch.${k}`).join(', ')} from ${from} ${where}`;
      const [result] = await asCaller<{ rows: Record<string, unknown>[] }>(
        claims,
        `with upd as (${sql} returning ${table}.*) select coalesce(json_agg(upd), '[]'::json) as rows from upd`,
        params,
      );
      return prefer.includes('return=representation') ? reply(result!.rows, 200) : send(response, 204);
    }

    if (request.method === 'DELETE') {
      const [result] = await asCaller<{ rows: Record<string, unknown>[] }>(
        claims,
        `with del as (delete from ${table} ${where} returning *) select coalesce(json_agg(del), '[]'::json) as rows from del`,
        params,
      );
      if (REALTIME_TABLES.has(name)) {
        for (const row of result!.rows) notify(name, 'DELETE', row);
        await notifyCommunityStats();
      }
      return prefer.includes('return=representation') ? reply(result!.rows, 200) : send(response, 204);
    }
    throw new HttpError(405, { code: 'PGRST000', message: `method ${request.method}` });
  }

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
      if (url.pathname.startsWith('/auth/v1/')) return await auth(request, response, url, body);
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

  const sockets = new WebSocketServer({ server, path: '/realtime/v1/websocket' });
  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const [joinRef, ref, topic, event, payload] = JSON.parse(String(raw)) as [
        string | null,
        string | null,
        string,
        string,
        any,
      ];
      const reply = (response: unknown) =>
        socket.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]));
      if (event === 'phx_join') {
        const bindings = ((payload?.config?.postgres_changes ?? []) as Subscription['bindings']).map((b) => ({
          ...b,
          id: bindingIds++,
        }));
        subscriptions.push({
          socket,
          topic,
          claims: payload?.access_token ? claimsOf(payload.access_token) : null,
          bindings,
        });
        reply({ postgres_changes: bindings });
      } else if (event === 'access_token') {
        for (const s of subscriptions)
          if (s.socket === socket && s.topic === topic) s.claims = claimsOf(payload?.access_token ?? '');
      } else if (event === 'phx_leave') {
        const index = subscriptions.findIndex((s) => s.socket === socket && s.topic === topic);
        if (index >= 0) subscriptions.splice(index, 1);
        reply({});
      } else {
        reply({});
      }
    });
    socket.on('close', () => {
      for (let i = subscriptions.length - 1; i >= 0; i--)
        if (subscriptions[i]!.socket === socket) subscriptions.splice(i, 1);
    });
  });

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
    revokeRefreshTokens: () => refreshTokens.clear(),
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
