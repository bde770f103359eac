// The database load test's workload (docs/scaling.md): fill the schema with people, records and
// facilities in SQL, then let writers and readers send the app's own requests, each as PostgREST sends
// it (one transaction, the caller's role and JWT claims, so row-level security applies), and check that
// the community totals and streaks still equal a full recount. The same workload runs against a real
// PostgreSQL cluster (`npm run load:db`) and, small, against PGlite in the integration tests.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

import { fillToday } from './dbLoadFill';
import { checkExactness } from './dbLoadReport';
import { deleteLatestScan, pick, recordAction, runFor, Timings, visit } from './dbLoadRequests';
import type { CpuShare, LoadDb, LoadOptions, LoadReport } from './dbLoadTypes';

export { fill, personIds } from './dbLoadFill';
export { checkExactness, formatReport, isExact } from './dbLoadReport';
export type * from './dbLoadTypes';

/** Timed inserts at today's current size: `samples` record actions from all writers at once. */
async function measureInserts(db: LoadDb, people: string[], options: LoadOptions) {
  const timings = new Timings();
  let started = 0;
  await runFor(
    db,
    options.writers,
    () => started >= options.samples,
    async (session) => {
      started += 1;
      await recordAction(session, timings, pick(people));
    },
  );
  const stats = timings.stats('insert record', 1);
  return { p50: stats.p50, p95: stats.p95, errors: timings.errors };
}

async function deadlocks(db: LoadDb): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select coalesce(deadlocks, 0)::int as n from pg_stat_database where datname = current_database()',
  );
  return row?.n ?? 0;
}

function merge(into: Map<string, number>, from: Map<string, number>): void {
  for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
}

/** Measures CPU use over a phase, as a share of all the machine's cores. */
function cpuMeter(options: LoadOptions): () => CpuShare {
  const wall = performance.now();
  const generator = process.cpuUsage();
  const server = options.serverCpuSeconds?.() ?? null;
  return () => {
    const capacity = ((performance.now() - wall) / 1000) * availableParallelism();
    const used = process.cpuUsage(generator);
    const serverNow = options.serverCpuSeconds?.() ?? null;
    return {
      server: server === null || serverNow === null ? null : (serverNow - server) / capacity,
      generator: (used.user + used.system) / 1e6 / capacity,
    };
  };
}

/** The measurements after the fill: early and late in a day, flat out, then writers and readers together. */
export async function runLoad(db: LoadDb, people: string[], options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => {});
  const errors = new Map<string, number>();
  const deadlocksBefore = await deadlocks(db);

  // The writers' connections first record a few actions for yesterday, so the early figure does not
  // include their first plans.
  const warmup = new Timings();
  let warmed = 0;
  await runFor(
    db,
    options.writers,
    () => warmed >= options.writers * 5,
    async (session) => {
      warmed += 1;
      await recordAction(session, warmup, pick(people), new Date(Date.now() - 86_400_000));
    },
  );
  merge(errors, warmup.errors);

  const earlyRecords = await fillToday(db, options.early, people.length);
  const early = await measureInserts(db, people, options);
  merge(errors, early.errors);
  log(`early in the day (${earlyRecords} records today): insert p95 ${early.p95.toFixed(1)} ms`);

  const lateRecords = await fillToday(db, options.late, people.length);
  const late = await measureInserts(db, people, options);
  merge(errors, late.errors);
  log(`late in a busy day (${lateRecords} records today): insert p95 ${late.p95.toFixed(1)} ms`);

  const flatOut = new Timings();
  const capacityCpu = cpuMeter(options);
  const capacityStart = performance.now();
  await runFor(
    db,
    options.writers,
    () => performance.now() - capacityStart >= options.capacitySeconds * 1000,
    (session) => recordAction(session, flatOut, pick(people)),
  );
  const capacitySeconds = (performance.now() - capacityStart) / 1000;
  const capacity = {
    actionsPerSecond: flatOut.stats('record action', capacitySeconds).perSecond,
    insertP95: flatOut.stats('insert record', capacitySeconds).p95,
    cpu: capacityCpu(),
  };
  merge(errors, flatOut.errors);
  log(`flat out: ${capacity.actionsPerSecond.toFixed(0)} actions a second`);

  const timings = new Timings();
  const mixedCpu = cpuMeter(options);
  const started = performance.now();
  const over = () => performance.now() - started >= options.seconds * 1000;
  let actions = 0;
  await Promise.all([
    runFor(db, options.writers, over, async (session) => {
      // Writers keep to a schedule of writeRate actions a second between them, catching up when late.
      const action = (actions += 1);
      const wait = options.writeRate > 0 ? started + ((action - 1) * 1000) / options.writeRate - performance.now() : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const person = pick(people);
      await recordAction(session, timings, person);
      if (action % options.deleteEvery === 0) await deleteLatestScan(session, timings, person);
    }),
    runFor(db, options.readers, over, async (session, reader) => {
      // One visit in four is an anonymous visitor's: the community figures and the map only.
      await visit(session, timings, reader % 4 === 3 ? 'anon' : { userId: pick(people) });
      await new Promise((resolve) => setTimeout(resolve, options.visitPauseMs));
    }),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const mixed = { seconds, writeRate: options.writeRate, cpu: mixedCpu() };
  merge(errors, timings.errors);
  log(`mixed run: ${seconds.toFixed(1)} s`);

  const ops = Object.fromEntries([...timings.samples.keys()].sort().map((op) => [op, timings.stats(op, seconds)]));
  return {
    cores: availableParallelism(),
    capacity,
    mixed,
    ops,
    early: { todayRecords: earlyRecords, p50: early.p50, p95: early.p95 },
    late: { todayRecords: lateRecords, p50: late.p50, p95: late.p95 },
    errors: Object.fromEntries(errors),
    deadlocks: (await deadlocks(db)) - deadlocksBefore,
    exactness: await checkExactness(db, 1000),
  };
}
