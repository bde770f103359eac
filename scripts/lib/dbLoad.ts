// The database load test's workload (docs/scaling.md): fill the schema with people, records and
// facilities in SQL, then let writers and readers send the app's own requests, each as PostgREST sends
// it (one transaction, the caller's role and JWT claims, so row-level security applies), and check that
// the community totals and streaks still equal a full recount. The same workload runs against a real
// PostgreSQL cluster (`npm run load:db`) and, small, against PGlite in the integration tests.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

import type { Caller } from './supabaseBaseline';

/** One worker's connection. */
export interface LoadSession {
  /** One request as PostgREST makes it: a transaction as the caller, one statement. */
  request<T = Record<string, unknown>>(caller: Caller, sql: string, params?: unknown[]): Promise<T[]>;
  release(): void;
}

export interface LoadDb {
  session(): Promise<LoadSession>;
  /** One statement as the database owner (filling, checking). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface FillSizes {
  people: number;
  /** Records spread over the `days` days before today (UTC), each taken on a scan of its own. */
  records: number;
  days: number;
  facilities: number;
}

export interface LoadOptions {
  writers: number;
  readers: number;
  /** How long the writers alone run flat out, to find how many actions a second the server takes. */
  capacitySeconds: number;
  /** How long the mixed run lasts, and the actions a second its writers keep to (0: flat out). */
  seconds: number;
  writeRate: number;
  /** Today's records before the early and the late insert measurements. */
  early: number;
  late: number;
  /** Inserts timed in each of those two measurements. */
  samples: number;
  /** After one writer action in this many, the person also deletes their latest scan (and its actions). */
  deleteEvery: number;
  /** A reader's pause between two visits, as a person reads the page before the next. */
  visitPauseMs: number;
  /** CPU seconds the database server has used so far, where the driver can tell. */
  serverCpuSeconds?: () => number;
  log?: (line: string) => void;
}

/** Share of the machine's cores used over a phase, by the server and by this process (the load). */
export interface CpuShare {
  server: number | null;
  generator: number;
}

export interface OpStats {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
}

export interface Exactness {
  /** Days whose community figures differ from a recount of the records. */
  daysOff: { date: string; kept: [number, number]; counted: [number, number] }[];
  communityWeight: string;
  recordsWeight: string;
  records: number;
  /** People whose stored streak columns differ from a recount, of those checked. */
  streaksOff: number;
  streaksChecked: number;
}

export interface LoadReport {
  cores: number;
  capacity: { actionsPerSecond: number; insertP95: number; cpu: CpuShare };
  mixed: { seconds: number; writeRate: number; cpu: CpuShare };
  ops: Record<string, OpStats>;
  early: { todayRecords: number; p95: number; p50: number };
  late: { todayRecords: number; p95: number; p50: number };
  errors: Record<string, number>;
  deadlocks: number;
  exactness: Exactness;
}

const BATCH = 100_000;

// Europe and North America, where the synthetic facilities (and the places searched) are.
const REGIONS = [
  { south: 36, north: 60, west: -10, east: 30 },
  { south: 25, north: 50, west: -125, east: -70 },
];

const personSql = (n: string) => `md5('load-person-' || (${n}))::uuid`;

const IMPACT_SQL = (kg: string) =>
  `jsonb_build_object('co2_saved', ${kg} * 2, 'material_reduced', ${kg}, 'water_saved', ${kg} * 3,
    'energy_saved', ${kg} * 1.5, 'trees_equivalent', ${kg} / 100)`;

const INSERT_RECORD = `insert into public.recycling_records (record_id, user_id, action, item_category,
    material_composition, city, impact_metrics, impact_basis, scan_id, "timestamp")
  select record_id, user_id, action, item_category, material_composition, city, impact_metrics, impact_basis,
    scan_id, "timestamp"
  from json_populate_recordset(null::public.recycling_records, $1::text::json)`;

const INSERT_ANALYSIS = `insert into public.analysis_results (id, record_id, identified_items, confidence_scores,
    material_breakdown, disposal_instructions, impact_metrics)
  select id, record_id, identified_items, confidence_scores, material_breakdown, disposal_instructions, impact_metrics
  from json_populate_recordset(null::public.analysis_results, $1::text::json)`;

/** The people's ids, as the fill makes them. */
export async function personIds(db: LoadDb, people: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select ${personSql('g')} as id from generate_series(1, $1::int) g order by g`,
    [people],
  );
  return rows.map((r) => r.id);
}

export async function fill(db: LoadDb, sizes: FillSizes, log: (line: string) => void = () => {}): Promise<void> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  await db.query(
    `insert into auth.users (id, email) select ${personSql('g')}, 'person' || g || '@load.test'
     from generate_series(1, $1::int) g`,
    [sizes.people],
  );
  log(`fill: ${sizes.people} people (${elapsed()})`);
  for (let from = 1; from <= sizes.records; from += BATCH) {
    const to = Math.min(sizes.records, from + BATCH - 1);
    // One statement per batch: the scans, the actions taken on them and their analyses.
    await db.query(
      `with planned as materialized (
         select md5('load-scan-' || g)::uuid as scan_id, ${personSql('1 + floor(random() * $3)::int')} as user_id,
           date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - make_interval(days => $4::int)
             + random() * make_interval(days => $4::int) as at,
           round((random() * 0.5)::numeric, 3) as kg
         from generate_series($1::int, $2::int) g
       ),
       scans as (
         insert into public.scan_history (id, user_id, identified_items, scan_date)
         select scan_id, user_id, '[{"label":"plastic bottle"}]', at from planned
       ),
       records as (
         insert into public.recycling_records (user_id, item_category, material_composition, city, impact_metrics,
           impact_basis, scan_id, "timestamp")
         select user_id, 'plastic bottle', '{"type":"plastic"}', 'Springfield', ${IMPACT_SQL('kg')}, 'estimate',
           scan_id, at
         from planned
         returning record_id, impact_metrics
       )
       insert into public.analysis_results (record_id, identified_items, confidence_scores, impact_metrics)
       select record_id, '[{"label":"plastic bottle"}]', '[1]', impact_metrics from records`,
      [from, to, sizes.people, sizes.days],
    );
    log(`fill: ${to} records (${elapsed()})`);
  }
  for (let from = 1; from <= sizes.facilities; from += BATCH) {
    const to = Math.min(sizes.facilities, from + BATCH - 1);
    await db.query(
      `insert into public.recycling_facilities (source_ref, name, city, latitude, longitude, accepted_materials)
       select 'load:' || g, 'Depot ' || g, 'Town ' || (g % 5000), r.south + random() * (r.north - r.south),
         r.west + random() * (r.east - r.west), '{plastic,glass,paper}'
       from generate_series($1::int, $2::int) g
       join (values ${REGIONS.map((r, i) => `(${i}, ${r.south}, ${r.north}, ${r.west}, ${r.east})`).join(', ')})
         as r (n, south, north, west, east) on r.n = g % ${REGIONS.length}`,
      [from, to],
    );
    log(`fill: ${to} facilities (${elapsed()})`);
  }
  await settle(db);
  log(`fill: done (${elapsed()})`);
}

/** Statistics fresh and dirty pages written, so each measurement starts from the same footing. */
async function settle(db: LoadDb): Promise<void> {
  await db.query('analyze');
  await db.query('checkpoint');
}

/** Tops today's records (UTC) up to `count` in one statement, from random people. */
async function fillToday(db: LoadDb, count: number, people: number): Promise<number> {
  const [today] = await db.query<{ n: number }>(
    `select count(*)::int as n from public.recycling_records
     where "timestamp" >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
  );
  const missing = count - today!.n;
  if (missing > 0) {
    await db.query(
      `insert into public.recycling_records (user_id, item_category, impact_metrics, "timestamp")
       select ${personSql('1 + floor(random() * $2)::int')}, 'can', ${IMPACT_SQL('0.015')},
         date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
           + random() * (now() - (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'))
       from generate_series(1, $1::int)`,
      [missing, people],
    );
  }
  await settle(db);
  return Math.max(count, today!.n);
}

class Timings {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();

  add(op: string, ms: number): void {
    const list = this.samples.get(op) ?? [];
    list.push(ms);
    this.samples.set(op, list);
  }

  async time<T>(op: string, run: () => Promise<T>): Promise<T | undefined> {
    const start = performance.now();
    try {
      const result = await run();
      this.add(op, performance.now() - start);
      return result;
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      const key = `${op}: ${code} ${(error as Error).message}`;
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
      return undefined;
    }
  }

  stats(op: string, seconds: number): OpStats {
    const sorted = [...(this.samples.get(op) ?? [])].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { count: sorted.length, perSecond: sorted.length / seconds, p50: at(0.5), p95: at(0.95), max: at(1) };
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The Take Action button: the record, then its analysis, as two requests like the app's. */
async function recordAction(db: LoadSession, timings: Timings, userId: string, at = new Date()): Promise<void> {
  const recordId = randomUUID();
  const kg = Math.round(Math.random() * 500) / 1000;
  const impact = {
    co2_saved: kg * 2,
    material_reduced: kg,
    water_saved: kg * 3,
    energy_saved: kg * 1.5,
    trees_equivalent: kg / 100,
  };
  await timings.time('record action', async () => {
    const start = performance.now();
    await db.request({ userId }, INSERT_RECORD, [
      JSON.stringify([
        {
          record_id: recordId,
          user_id: userId,
          action: 'recycled',
          item_category: 'plastic bottle',
          material_composition: { type: 'plastic' },
          city: 'Springfield',
          impact_metrics: impact,
          impact_basis: 'estimate',
          scan_id: null,
          timestamp: at.toISOString(),
        },
      ]),
    ]);
    timings.add('insert record', performance.now() - start);
    await db.request({ userId }, INSERT_ANALYSIS, [
      JSON.stringify([
        {
          id: randomUUID(),
          record_id: recordId,
          identified_items: [{ label: 'plastic bottle' }],
          confidence_scores: [1],
          material_breakdown: { type: 'plastic' },
          disposal_instructions: {},
          impact_metrics: impact,
        },
      ]),
    ]);
  });
}

/** The history screen's delete: the person's latest scan goes, and the actions taken on it with it. */
async function deleteLatestScan(db: LoadSession, timings: Timings, userId: string): Promise<void> {
  const [latest] = await db.request<{ id: string }>(
    { userId },
    'select id from public.scan_history where user_id = $1 order by scan_date desc limit 1',
    [userId],
  );
  if (!latest) return;
  await timings.time('delete scan', () =>
    db.request({ userId }, 'delete from public.scan_history where id = $1', [latest.id]),
  );
}

/** What the dashboard, the history screen and the map ask for, for one visit. */
async function visit(db: LoadSession, timings: Timings, caller: Caller): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  if (caller !== 'anon') {
    const params = [caller.userId];
    await timings.time('dashboard: impact totals', () =>
      db.request(
        caller,
        `select total_material_reduced, total_co2_saved, total_water_saved, total_trees_saved, total_energy_saved
         from public.user_impact_totals where user_id = $1`,
        params,
      ),
    );
    await timings.time('dashboard: activity stats', () =>
      db.request(caller, 'select * from public.user_activity_stats where user_id = $1', params),
    );
    for (const fn of ['calculate_current_streak', 'calculate_longest_streak']) {
      await timings.time('dashboard: streak', () =>
        db.request(caller, `select public.${fn}($1, 'UTC') as streak`, params),
      );
    }
    await timings.time('history page', async () => {
      await db.request(caller, 'select count(*) from public.scan_history where user_id = $1', params);
      await db.request(
        caller,
        'select * from public.scan_history where user_id = $1 order by scan_date desc limit 5 offset 0',
        params,
      );
    });
  }
  await timings.time('community today', () =>
    db.request(caller, 'select total_weight, total_users from public.community_stats where date = $1', [today]),
  );
  await timings.time('community month', () =>
    db.request(caller, 'select total_weight from public.community_stats where date >= $1 and date <= $2', [
      `${today.slice(0, 7)}-01`,
      today,
    ]),
  );
  const region = pick(REGIONS);
  await timings.time('nearby places', () =>
    db.request(
      caller,
      `select coalesce(json_agg(r), '[]'::json) as result from public.get_nearby_facilities($1, $2, $3) r`,
      [
        region.south + Math.random() * (region.north - region.south),
        region.west + Math.random() * (region.east - region.west),
        10,
      ],
    ),
  );
}

async function runFor(
  db: LoadDb,
  workers: number,
  until: () => boolean,
  work: (session: LoadSession, worker: number) => Promise<void>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const session = await db.session();
      try {
        while (!until()) await work(session, worker);
      } finally {
        session.release();
      }
    }),
  );
}

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

export async function checkExactness(db: LoadDb, streakSample: number): Promise<Exactness> {
  const daysOff = await db.query<{ date: string; kept: [number, number]; counted: [number, number] }>(
    `with counted as (
       select (r."timestamp" at time zone 'UTC')::date as date,
         sum((r.impact_metrics ->> 'material_reduced')::numeric)::numeric(14, 3) as total_weight,
         count(distinct r.user_id)::int as total_users
       from public.recycling_records r group by 1
     )
     select coalesce(c.date, s.date)::text as date,
       json_build_array(coalesce(s.total_weight, 0), coalesce(s.total_users, 0)) as kept,
       json_build_array(coalesce(c.total_weight, 0), coalesce(c.total_users, 0)) as counted
     from counted c full join public.community_stats s on s.date = c.date
     where coalesce(c.total_weight, 0) <> coalesce(s.total_weight, 0)
        or coalesce(c.total_users, 0) <> coalesce(s.total_users, 0)
     order by 1`,
  );
  // As text: numeric sums compared exactly, at the view's three decimals.
  const [sums] = await db.query<{ community: string; records: string; n: number }>(
    `select (select coalesce(sum(total_weight), 0) from public.community_stats)::numeric(16, 3)::text as community,
       coalesce(sum((impact_metrics ->> 'material_reduced')::numeric), 0)::numeric(16, 3)::text as records,
       count(*)::int as n
     from public.recycling_records`,
  );
  const [streaks] = await db.query<{ off: number; checked: number }>(
    `with sample as (
       select p.user_id, p.time_zone, p.current_streak, p.longest_streak, p.last_activity_date
       from public.user_progress p order by random() limit $1
     )
     select count(*) filter (where (s.current_streak, s.longest_streak, s.last_activity_date)
         is distinct from (r.current_streak, r.longest_streak, r.last_activity_date))::int as off,
       count(*)::int as checked
     from sample s
     join private.streaks_of((select array_agg(user_id) from sample), (select array_agg(time_zone) from sample)) r
       on r.user_id = s.user_id`,
    [streakSample],
  );
  return {
    daysOff,
    communityWeight: sums!.community,
    recordsWeight: sums!.records,
    records: sums!.n,
    streaksOff: streaks!.off,
    streaksChecked: streaks!.checked,
  };
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

/** The report as lines of text, with each target of issue 23 met or missed. */
export function formatReport(report: LoadReport): string[] {
  const ms = (v: number) => v.toFixed(1).padStart(8);
  const share = (cpu: CpuShare) =>
    `server ${cpu.server === null ? '?' : `${(cpu.server * 100).toFixed(0)}%`}, load generator ${(cpu.generator * 100).toFixed(0)}% of ${report.cores} cores`;
  const lines = [
    `mixed run: ${report.mixed.seconds.toFixed(0)} s, writers keeping to ${report.mixed.writeRate || 'as many as they can'} actions a second; CPU: ${share(report.mixed.cpu)}`,
    `${'operation'.padEnd(28)}${'count'.padStart(8)}${'per s'.padStart(9)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}`,
  ];
  for (const [op, s] of Object.entries(report.ops)) {
    lines.push(
      `${op.padEnd(28)}${String(s.count).padStart(8)}${s.perSecond.toFixed(0).padStart(9)}${ms(s.p50)}${ms(s.p95)}${ms(s.max)}`,
    );
  }
  const ratio = report.late.p95 / report.early.p95;
  const actions = report.capacity.actionsPerSecond;
  const worst = (prefix: string) =>
    Math.max(
      0,
      ...Object.entries(report.ops)
        .filter(([op]) => op.startsWith(prefix))
        .map(([, s]) => s.p95),
    );
  const dashboard = Math.max(worst('dashboard'), worst('community'));
  const nearby = report.ops['nearby places']?.p95 ?? 0;
  const { exactness: e } = report;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  lines.push(
    '',
    `insert p95 early in the day (${report.early.todayRecords} records): ${report.early.p95.toFixed(1)} ms (p50 ${report.early.p50.toFixed(1)})`,
    `insert p95 late in a busy day (${report.late.todayRecords} records): ${report.late.p95.toFixed(1)} ms (p50 ${report.late.p50.toFixed(1)})`,
    `  late / early = ${ratio.toFixed(2)} (target <= 1.5: ${verdict(ratio <= 1.5)})`,
    `recorded actions flat out: ${actions.toFixed(0)} per second, insert p95 ${report.capacity.insertP95.toFixed(1)} ms; CPU: ${share(report.capacity.cpu)} (target >= 500: ${verdict(actions >= 500)})`,
    `nearby places p95: ${nearby.toFixed(1)} ms (target <= 10: ${verdict(nearby <= 10)})`,
    `dashboard and community reads, worst p95: ${dashboard.toFixed(1)} ms (target <= 20: ${verdict(dashboard <= 20)})`,
    `deadlocks: ${report.deadlocks}; failed requests: ${Object.values(report.errors).reduce((a, b) => a + b, 0)}`,
    ...Object.entries(report.errors).map(([error, n]) => `  ${n} x ${error}`),
    `community total ${e.communityWeight} kg, records' total ${e.recordsWeight} kg over ${e.records} records; days off: ${e.daysOff.length}`,
    `streak columns off a full recount: ${e.streaksOff} of ${e.streaksChecked} people checked`,
  );
  return lines;
}

/** No deadlock, no failed request, totals and streaks equal to a recount. */
export function isExact(report: LoadReport): boolean {
  const { exactness: e } = report;
  return (
    report.deadlocks === 0 &&
    Object.keys(report.errors).length === 0 &&
    e.daysOff.length === 0 &&
    e.streaksOff === 0 &&
    e.communityWeight === e.recordsWeight
  );
}
