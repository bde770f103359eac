// @vitest-environment node
// The load test's small version (`npm run load:db` runs it at full size): 10,000 records and the same
// writers and readers sending the app's requests. In PGlite transactions take turns, so it checks the
// schema's logic: every request succeeds through row-level security, and the community totals and
// streak columns equal a full recount. Where this machine has PostgreSQL's server programs, it also
// runs on a real server with a handful of people, so concurrent writers keep meeting on the same
// person and day: no deadlock, no lost count.
import type { PGlite } from '@electric-sql/pglite';

import {
  checkExactness,
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

function pgliteLoadDb(db: PGlite): LoadDb {
  return {
    session: async () => ({
      request: async <T>(caller: Caller, sql: string, params?: unknown[]) =>
        asCaller(db, caller, async (tx) => (await tx.query<T>(sql, params)).rows),
      release: () => {},
    }),
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
  };
}

describe('the load test, small, in PGlite', () => {
  let db: PGlite;
  afterAll(() => db?.close());

  it('sends every request the app makes, all succeed, and the totals and streaks equal a recount', async () => {
    db = await createSupabaseDb();
    const report = await loaded(pgliteLoadDb(db), { people: 500, records: 10_000, days: 30, facilities: 5_000 }, SMALL);
    expectExact(report, 500);
  }, 60_000);
});

describe('the streak check across a midnight', () => {
  let db: PGlite;
  afterAll(() => db?.close());
  afterEach(() => vi.useRealTimers());

  // PGlite's clock is the page's: the fill's streaks are written the evening before, checked just after.
  it('finds the streak columns written before a midnight equal to a recount after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-10T23:58:00Z'));
    db = await createSupabaseDb();
    const people = 50;
    await fill(pgliteLoadDb(db), { people, records: 1_000, days: 30, facilities: 0 });
    const [yesterday] = await db
      .query<{ n: number }>(
        `select count(*)::int as n from public.user_progress where last_activity_date = date '2026-03-09' and current_streak > 0`,
      )
      .then((result) => result.rows);
    // The fill's records end yesterday: most people's streaks still run, and end at the coming midnight.
    expect(yesterday!.n).toBeGreaterThan(0);
    vi.setSystemTime(new Date('2026-03-11T00:02:00Z'));
    const exactness = await checkExactness(pgliteLoadDb(db), people);
    expect(exactness.streaksChecked).toBe(people);
    expect(exactness.streaksOff).toBe(0);
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
