// @vitest-environment node
// The load test's small version (`npm run load:db` runs it at full size): 10,000 records and the same
// writers and readers sending the app's requests. In PGlite transactions take turns, so it checks the
// schema's logic: every request succeeds through row-level security, and the community totals and
// streak columns equal a full recount. Where this machine has PostgreSQL's server programs, it also
// runs on a real server with a handful of people, so concurrent writers keep meeting on the same
// person and day: no deadlock, no lost count.
import type { PGlite } from '@electric-sql/pglite';

import {
  fill,
  type FillSizes,
  isExact,
  type LoadDb,
  type LoadOptions,
  type LoadReport,
  personIds,
  runLoad,
} from '../../../scripts/lib/dbLoad';
import { hasPostgresServer, type LoadServer, startLoadServer } from '../../../scripts/lib/pgCluster';
import type { Caller } from '../../../scripts/lib/supabaseBaseline';
import { asCaller, createSupabaseDb } from './supabaseShim';

const SMALL: LoadOptions = {
  writers: 4,
  readers: 4,
  capacitySeconds: 1,
  seconds: 2,
  writeRate: 0,
  early: 100,
  late: 1_000,
  samples: 100,
  deleteEvery: 5,
  visitPauseMs: 0,
};

const OPERATIONS = [
  'record action',
  'insert record',
  'delete scan',
  'dashboard: impact totals',
  'dashboard: activity stats',
  'dashboard: streak',
  'history page',
  'community today',
  'community month',
  'nearby places',
];

async function loaded(db: LoadDb, sizes: FillSizes, options: LoadOptions): Promise<LoadReport> {
  await fill(db, sizes);
  return runLoad(db, await personIds(db, sizes.people), options);
}

function expectExact(report: LoadReport, people: number): void {
  for (const op of OPERATIONS) expect(report.ops[op]?.count, op).toBeGreaterThan(0);
  expect(report.errors).toEqual({});
  expect(report.deadlocks).toBe(0);
  expect(report.exactness.daysOff).toEqual([]);
  expect(report.exactness.communityWeight).toBe(report.exactness.recordsWeight);
  expect(report.exactness.streaksChecked).toBe(people);
  expect(report.exactness.streaksOff).toBe(0);
  expect(isExact(report)).toBe(true);
}

describe('the load test, small, in PGlite', () => {
  let db: PGlite;
  afterAll(() => db?.close());

  it('sends every request the app makes, all succeed, and the totals and streaks equal a recount', async () => {
    db = await createSupabaseDb();
    const pglite: LoadDb = {
      session: async () => ({
        request: async <T>(caller: Caller, sql: string, params?: unknown[]) =>
          asCaller(db, caller, async (tx) => (await tx.query<T>(sql, params)).rows),
        release: () => {},
      }),
      query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    };
    const report = await loaded(pglite, { people: 500, records: 10_000, days: 30, facilities: 5_000 }, SMALL);
    expectExact(report, 500);
  }, 60_000);
});

describe.skipIf(!hasPostgresServer())('the load test, small, on a real PostgreSQL server', () => {
  let server: LoadServer | undefined;
  afterAll(() => server?.stop());

  it('keeps every count under writers that meet on the same people and days', async () => {
    const options = { ...SMALL, writers: 8 };
    server = await startLoadServer(options.writers + options.readers);
    const report = await loaded(server.db, { people: 40, records: 10_000, days: 30, facilities: 5_000 }, options);
    expectExact(report, 40);
  }, 60_000);
});
