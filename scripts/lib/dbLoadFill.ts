// The load test's data: people, records over past days and facilities, made in SQL in large batches,
// and today's records topped up before each insert measurement (dbLoad.ts).
import { performance } from 'node:perf_hooks';

import type { FillSizes, LoadDb } from './dbLoadTypes';

const BATCH = 100_000;

// Europe and North America, where the synthetic facilities (and the places searched) are.
export const REGIONS = [
  { south: 36, north: 60, west: -10, east: 30 },
  { south: 25, north: 50, west: -125, east: -70 },
];

export const personSql = (n: string) => `md5('load-person-' || (${n}))::uuid`;

const IMPACT_SQL = (kg: string) =>
  `jsonb_build_object('co2_saved', ${kg} * 2, 'material_reduced', ${kg}, 'water_saved', ${kg} * 3,
    'energy_saved', ${kg} * 1.5, 'trees_equivalent', ${kg} / 100)`;

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
export async function fillToday(db: LoadDb, count: number, people: number): Promise<number> {
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
