// What a Supabase project has before our migrations run, for the databases we start ourselves (PGlite in
// the tests, a PostgreSQL cluster in the load test): the auth schema (auth.users, auth.uid() read from
// request.jwt.claims), the anon/authenticated roles with Supabase's default grants, and the realtime
// publication. Then the project's own migrations, unchanged, in file-name order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who a request runs as: a signed-in person (their auth.users id), or an anonymous visitor. */
export type Caller = { userId: string } | 'anon';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'supabase', 'migrations');

export const SUPABASE_BASELINE = `
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

function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(MIGRATIONS_DIR, f));
}

/** The baseline, then each migration's SQL, in the order they are applied. */
export function schemaScripts(): string[] {
  return [SUPABASE_BASELINE, ...migrationFiles().map((file) => readFileSync(file, 'utf8'))];
}
