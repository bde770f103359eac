// Test-only stand-in for a Supabase project: an in-memory Postgres (PGlite) with the Supabase-like
// baseline and every migration applied (scripts/lib/supabaseBaseline.ts), and queries run as a caller.
import { PGlite, type Transaction } from '@electric-sql/pglite';

import { type Caller, schemaScripts } from '../../../scripts/lib/supabaseBaseline';

export type { Caller };

/** A fresh in-memory Postgres with Supabase's baseline and every migration applied. */
export async function createSupabaseDb(): Promise<PGlite> {
  const db = new PGlite();
  for (const script of schemaScripts()) await db.exec(script);
  return db;
}

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

/** A record's impact_metrics as SQL receives it: the fixture figures, with `kg` of material reduced. */
export const impactJson = (kg: number): string =>
  JSON.stringify({
    co2_saved: 0.05,
    material_reduced: kg,
    water_saved: 0.3,
    energy_saved: 0.2,
    trees_equivalent: 0.01,
  });
