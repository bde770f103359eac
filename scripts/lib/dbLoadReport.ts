// The load test's verdict: community totals and streaks against a full recount, and the report as text
// with each target of issue 23 met or missed (dbLoad.ts).
import type { CpuShare, Exactness, LoadDb, LoadReport } from './dbLoadTypes';

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
  // The stored current streak is as of the person's last write: a midnight in their zone since then
  // ends a streak whose last day is now two days back, as the recount and the app's own count do
  // (private.current_streak). Compared as of now, a run across a midnight would count it off.
  const [streaks] = await db.query<{ off: number; checked: number }>(
    `with sample as (
       select p.user_id, p.time_zone, p.longest_streak, p.last_activity_date,
         case when p.last_activity_date >= (now() at time zone private.zone_or_utc(p.time_zone))::date - 1
           then p.current_streak else 0 end as current_streak
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
