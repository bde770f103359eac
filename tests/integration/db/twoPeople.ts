// The set-up the schema and totals tests share: one database a test file, with two people in it, alice
// and bob, and queries as either of them or as an anonymous visitor. The bindings are live (ES modules),
// so a file imports them before its beforeAll fills them in.
import type { PGlite } from '@electric-sql/pglite';

import { callerQueries, createSupabaseDb, createUser } from './supabaseShim';

export let db: PGlite;
export let alice: string;
export let bob: string;
export const A = () => ({ userId: alice });
export const B = () => ({ userId: bob });

export const { rows, failure } = callerQueries(() => db);

/** The file's database and people, made once; `reset` (SQL) runs before each test. */
export function withTwoPeople(reset: string): void {
  beforeAll(async () => {
    db = await createSupabaseDb();
    alice = await createUser(db, 'alice@example.org');
    bob = await createUser(db, 'bob@example.org');
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.exec(reset);
  });
}
