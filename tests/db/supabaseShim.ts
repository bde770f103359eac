// Test-only stand-in for what a Supabase project has before our migrations run: the auth schema
// (auth.users, auth.uid() read from request.jwt.claims), the anon/authenticated roles with Supabase's
// default grants, and the realtime publication. Then the project's own migrations, unchanged.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite, type Transaction } from '@electric-sql/pglite';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'supabase', 'migrations');

const SUPABASE_BASELINE = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant anon, authenticated, service_role to current_user;

  create schema auth;
  create table auth.users (
    id uuid primary key default gen_random_uuid(),
    email text unique,
    raw_user_meta_data jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  );
  create function auth.uid() returns uuid language sql stable as $$
    select nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub', '')::uuid
  $$;
  create function auth.role() returns text language sql stable as $$
    select nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
  $$;
  grant usage on schema auth to anon, authenticated, service_role;
  grant execute on all functions in schema auth to anon, authenticated, service_role;

  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

  create publication supabase_realtime;
`;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(MIGRATIONS_DIR, f));
}

/** A fresh in-memory Postgres with Supabase's baseline and every migration applied. */
export async function createSupabaseDb(): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(SUPABASE_BASELINE);
  for (const file of migrationFiles()) await db.exec(readFileSync(file, 'utf8'));
  return db;
}

/** Who a query runs as: a signed-in person (their auth.users id), or an anonymous visitor. */
export type Caller = { userId: string } | 'anon';

/**
 * Runs fn inside a transaction as PostgREST would for this caller: SET LOCAL ROLE and the JWT claims.
 * PGlite's default user is a superuser that bypasses row-level security, so this is what makes RLS apply.
 */
export async function asCaller<T>(db: PGlite, caller: Caller, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const claims = caller === 'anon' ? { role: 'anon' } : { sub: caller.userId, role: 'authenticated' };
    await tx.exec(`set local role ${caller === 'anon' ? 'anon' : 'authenticated'}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return fn(tx);
  });
}

export async function createUser(db: PGlite, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email]);
  return rows[0]!.id;
}

/** Queries as a caller, bound to a database made later (in beforeAll): rows, and the message of a query that must fail. */
export function callerQueries(database: () => PGlite) {
  const rows = async <T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = []): Promise<T[]> =>
    asCaller(database(), caller, async (tx) => (await tx.query<T>(sql, params)).rows);
  const failure = async (caller: Caller, sql: string, params: unknown[] = []): Promise<string> => {
    try {
      await rows(caller, sql, params);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`expected to fail: ${sql}`);
  };
  return { rows, failure };
}
