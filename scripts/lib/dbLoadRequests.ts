// The app's requests in the load test, each as PostgREST sends it (one transaction as the caller), timed:
// the Take Action button, the history screen's delete, and one visit to the dashboard and the map.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { REGIONS } from './dbLoadFill';
import type { LoadDb, LoadSession, OpStats } from './dbLoadTypes';
import type { Caller } from './supabaseBaseline';

const INSERT_RECORD = `insert into public.recycling_records (record_id, user_id, action, item_category,
    material_composition, city, impact_metrics, impact_basis, scan_id, "timestamp")
  select record_id, user_id, action, item_category, material_composition, city, impact_metrics, impact_basis,
    scan_id, "timestamp"
  from json_populate_recordset(null::public.recycling_records, $1::text::json)`;

const INSERT_ANALYSIS = `insert into public.analysis_results (id, record_id, identified_items, confidence_scores,
    material_breakdown, disposal_instructions, impact_metrics)
  select id, record_id, identified_items, confidence_scores, material_breakdown, disposal_instructions, impact_metrics
  from json_populate_recordset(null::public.analysis_results, $1::text::json)`;

export class Timings {
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

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The Take Action button: the record, then its analysis, as two requests like the app's. */
export async function recordAction(db: LoadSession, timings: Timings, userId: string, at = new Date()): Promise<void> {
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
export async function deleteLatestScan(db: LoadSession, timings: Timings, userId: string): Promise<void> {
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
export async function visit(db: LoadSession, timings: Timings, caller: Caller): Promise<void> {
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

export async function runFor(
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
