import type { IncomingMessage, ServerResponse } from 'node:http';

import type { PGlite } from '@electric-sql/pglite';

import { HttpError, send } from './http';
import { callerOf, type Claims } from './jwt';
import { columnsOf, IDENTIFIER, onConflict, orderClause, pick, whereClause } from './postgrest';
import type { Realtime } from './realtime';

const REALTIME_TABLES = new Set(['recycling_records']);

export function createRest(db: PGlite, realtime: Realtime) {
  const { notify, notifyCommunityStats } = realtime;

  async function asCaller<T>(claims: Claims, sql: string, params: unknown[]): Promise<T[]> {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${claims.role === 'authenticated' ? 'authenticated' : 'anon'}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  return async function rest(request: IncomingMessage, response: ServerResponse, url: URL, body: any): Promise<void> {
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
  };
}
