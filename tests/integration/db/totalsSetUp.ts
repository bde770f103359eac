// What both halves of the tests of the totals that scale (communityTotals, streakColumnsAndNearby)
// share: the same empty tables before each test, records made and deleted as their owner, and the
// community figures and streak columns read back and recounted.
import { impactJson } from './supabaseShim';
import { db, rows, withTwoPeople } from './twoPeople';

export function withTotalsDb(): void {
  withTwoPeople(`
    truncate public.recycling_records, public.analysis_results, public.scan_history, public.recycling_facilities,
      public.community_stats_pulse cascade;
    update public.user_progress set time_zone = 'UTC';
  `);
}

export async function record(userId: string, kg: number, at = 'now()'): Promise<string> {
  const [row] = await rows<{ record_id: string }>(
    { userId },
    `insert into recycling_records (item_category, impact_metrics, "timestamp") values ('can', $1, ${at}) returning record_id`,
    [impactJson(kg)],
  );
  return row!.record_id;
}

export const remove = (userId: string, recordId: string) =>
  rows({ userId }, 'delete from recycling_records where record_id = $1', [recordId]);

export type Day = { date: string; w: number; users: number };

export const community = async (): Promise<Day[]> =>
  rows<Day>(
    'anon',
    'select date::text, total_weight::float8 as w, total_users as users from community_stats where total_users <> 0 or total_weight <> 0 order by date',
  );

/** The same figures counted from the records, as the old trigger did. */
export const recounted = async (): Promise<Day[]> =>
  (
    await db.query<Day>(
      `select (r."timestamp" at time zone 'UTC')::date::text as date,
         sum((r.impact_metrics ->> 'material_reduced')::numeric)::numeric(14, 3)::float8 as w,
         count(distinct r.user_id)::int as users
       from recycling_records r group by 1 order by 1`,
    )
  ).rows;

export const progress = async (userId: string) =>
  (
    await db.query<{ current_streak: number; longest_streak: number; last_activity_date: string | null }>(
      'select current_streak, longest_streak, last_activity_date::text from user_progress where user_id = $1',
      [userId],
    )
  ).rows[0];

/** The streak columns as a full recount in the person's own zone gives them. */
export const recountedProgress = async (userId: string) =>
  (
    await db.query<{ current_streak: number; longest_streak: number; last_activity_date: string | null }>(
      `select s.current_streak, s.longest_streak, s.last_activity_date::text
       from user_progress p, private.streaks_of(array[p.user_id], array[p.time_zone]) s where p.user_id = $1`,
      [userId],
    )
  ).rows[0];

export const utcToday = async () =>
  (await db.query<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`)).rows[0]!.d;
