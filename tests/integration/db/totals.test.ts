// @vitest-environment node
// The totals that scale (migration 20261125000000): community figures kept incrementally in slots and
// a per-day participants table, streak columns stepped on from last_activity_date, the realtime pulse,
// and nearby facilities through the spatial index. Each checked against a full recount.
import type { PGlite } from '@electric-sql/pglite';

import { type Caller, callerQueries, createSupabaseDb, createUser, impactJson } from './supabaseShim';

let db: PGlite;
let alice: string;
let bob: string;
const A = () => ({ userId: alice });
const B = () => ({ userId: bob });

const { rows, failure } = callerQueries(() => db);

async function record(userId: string, kg: number, at = 'now()'): Promise<string> {
  const [row] = await rows<{ record_id: string }>(
    { userId },
    `insert into recycling_records (item_category, impact_metrics, "timestamp") values ('can', $1, ${at}) returning record_id`,
    [impactJson(kg)],
  );
  return row!.record_id;
}

const remove = (userId: string, recordId: string) =>
  rows({ userId }, 'delete from recycling_records where record_id = $1', [recordId]);

type Day = { date: string; w: number; users: number };

const community = async (): Promise<Day[]> =>
  rows<Day>(
    'anon',
    'select date::text, total_weight::float8 as w, total_users as users from community_stats where total_users <> 0 or total_weight <> 0 order by date',
  );

/** The same figures counted from the records, as the old trigger did. */
const recounted = async (): Promise<Day[]> =>
  (
    await db.query<Day>(
      `select (r."timestamp" at time zone 'UTC')::date::text as date,
         sum((r.impact_metrics ->> 'material_reduced')::numeric)::numeric(14, 3)::float8 as w,
         count(distinct r.user_id)::int as users
       from recycling_records r group by 1 order by 1`,
    )
  ).rows;

const progress = async (userId: string) =>
  (
    await db.query<{ current_streak: number; longest_streak: number; last_activity_date: string | null }>(
      'select current_streak, longest_streak, last_activity_date::text from user_progress where user_id = $1',
      [userId],
    )
  ).rows[0];

/** The streak columns as a full recount in the person's own zone gives them. */
const recountedProgress = async (userId: string) =>
  (
    await db.query<{ current_streak: number; longest_streak: number; last_activity_date: string | null }>(
      `select s.current_streak, s.longest_streak, s.last_activity_date::text
       from user_progress p, private.streaks_of(array[p.user_id], array[p.time_zone]) s where p.user_id = $1`,
      [userId],
    )
  ).rows[0];

const utcToday = async () =>
  (await db.query<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`)).rows[0]!.d;

beforeAll(async () => {
  db = await createSupabaseDb();
  alice = await createUser(db, 'alice@example.org');
  bob = await createUser(db, 'bob@example.org');
}, 60_000);

afterAll(() => db.close());

beforeEach(async () => {
  await db.exec(`
    truncate public.recycling_records, public.analysis_results, public.scan_history, public.recycling_facilities,
      public.community_stats_pulse cascade;
    update public.user_progress set time_zone = 'UTC';
  `);
});

describe('community totals, kept incrementally', () => {
  it("add a record's weight, and count a person once a day however many records they add", async () => {
    const today = await utcToday();
    await record(alice, 0.1);
    expect(await community()).toEqual([{ date: today, w: 0.1, users: 1 }]);
    await record(alice, 0.25);
    expect(await community()).toEqual([{ date: today, w: 0.35, users: 1 }]);
    await record(bob, 0.5);
    expect(await community()).toEqual([{ date: today, w: 0.85, users: 2 }]);
    expect(await community()).toEqual(await recounted());
  });

  it('subtract a deleted record, and let a person leave the day only with their last record of it', async () => {
    const first = await record(alice, 0.1);
    const second = await record(alice, 0.2);
    await record(bob, 0.5);
    await remove(alice, first);
    expect((await community())[0]).toMatchObject({ w: 0.7, users: 2 });
    await remove(alice, second);
    expect((await community())[0]).toMatchObject({ w: 0.5, users: 1 });
    // Back the same day: counted again.
    await record(alice, 0.05);
    expect((await community())[0]).toMatchObject({ w: 0.55, users: 2 });
    expect(await community()).toEqual(await recounted());
  });

  it('keep each UTC day apart, for two people across days', async () => {
    for (const [who, daysAgo, kg] of [
      [alice, 0, 0.1],
      [alice, 1, 0.2],
      [bob, 1, 0.3],
      [bob, 3, 0.4],
      [alice, 3, 0.5],
      [bob, 3, 0.6],
    ] as const) {
      await record(who, kg, `now() - interval '${daysAgo} days'`);
    }
    expect((await community()).map((d) => [d.w, d.users])).toEqual([
      [1.5, 2],
      [0.5, 2],
      [0.1, 1],
    ]);
    expect(await community()).toEqual(await recounted());
  });

  it('count a bulk insert and a bulk delete (many people, many days, one statement) as one at a time would', async () => {
    await db.query(
      `insert into recycling_records (user_id, item_category, impact_metrics, "timestamp")
       select case when g % 3 = 0 then $1::uuid else $2::uuid end, 'can', $3::jsonb, now() - make_interval(hours => g * 7)
       from generate_series(0, 199) g`,
      [alice, bob, impactJson(0.01)],
    );
    expect(await community()).toEqual(await recounted());
    await db.query(`delete from recycling_records where extract(hour from "timestamp") < 12`);
    expect(await community()).toEqual(await recounted());
    for (const who of [alice, bob]) expect(await progress(who)).toEqual(await recountedProgress(who));
  });

  it('keep right when a record moves to another day (an operator update)', async () => {
    const id = await record(alice, 0.1, "now() - interval '2 days'");
    await record(bob, 0.2, "now() - interval '2 days'");
    await db.query(`update recycling_records set "timestamp" = now(), impact_metrics = $2 where record_id = $1`, [
      id,
      impactJson(0.4),
    ]);
    expect(await community()).toEqual(await recounted());
    expect(await progress(alice)).toEqual(await recountedProgress(alice));
  });

  it('stay exact when an account is deleted and its records go by cascade', async () => {
    const carol = await createUser(db, 'carol@example.org');
    for (const daysAgo of [0, 0, 1, 5]) await record(carol, 0.3, `now() - interval '${daysAgo} days'`);
    await record(alice, 0.1);
    await rows({ userId: carol }, `insert into scan_history (identified_items) values ('[]')`);
    await db.query('delete from auth.users where id = $1', [carol]);
    expect(await community()).toEqual(await recounted());
    expect((await community()).at(-1)).toMatchObject({ w: 0.1, users: 1 });
    expect((await db.query('select * from user_progress where user_id = $1', [carol])).rows).toEqual([]);
    expect(
      (await db.query('select * from private.community_day_participants where user_id = $1', [carol])).rows,
    ).toEqual([]);
  });

  it('fall to nothing when the records are truncated', async () => {
    await record(alice, 0.1);
    await record(bob, 0.2, "now() - interval '1 day'");
    await db.exec('truncate recycling_records cascade');
    expect(await community()).toEqual([]);
    expect(await progress(alice)).toEqual({ current_streak: 0, longest_streak: 0, last_activity_date: null });
  });
});

describe('concurrent-safe by construction', () => {
  it('spreads a day over slots that the view sums, whichever slot each change landed in', async () => {
    const today = await utcToday();
    await record(alice, 0.1);
    // Changes left in other slots, as when concurrent writers each took a free one.
    await db.query(
      `update private.community_day_slots set total_weight = total_weight + 1, total_users = total_users + 1
       where date = $1 and slot in (5, 31)`,
      [today],
    );
    const slots = await db.query<{ n: number }>(
      'select count(*)::int as n from private.community_day_slots where date = $1',
      [today],
    );
    expect(slots.rows[0]!.n).toBe(32);
    expect(await community()).toEqual([{ date: today, w: 2.1, users: 3 }]);
  });

  it('gives each statement one free slot: a day holds no single row every writer locks', async () => {
    const today = await utcToday();
    for (let i = 0; i < 5; i += 1) await record(alice, 0.1);
    // Without another transaction holding a slot, every change lands in the first free one.
    const used = await db.query<{ slot: number }>(
      'select slot from private.community_day_slots where date = $1 and total_weight <> 0',
      [today],
    );
    expect(used.rows).toEqual([{ slot: 0 }]);
  });

  it('counts a person once when one statement adds and removes their records of the same day', async () => {
    const first = await record(alice, 0.1);
    await db.query(
      `with gone as (delete from recycling_records where record_id = $1 returning user_id)
       insert into recycling_records (user_id, item_category, impact_metrics) select user_id, 'can', $2 from gone`,
      [first, impactJson(0.3)],
    );
    expect(await community()).toEqual(await recounted());
    expect((await community())[0]).toMatchObject({ w: 0.3, users: 1 });
  });

  it('steps the streak from the row itself, so a second step of the same day adds nothing', async () => {
    await record(alice, 0.1, "now() - interval '1 day'");
    await record(alice, 0.1);
    await record(alice, 0.1);
    expect(await progress(alice)).toMatchObject({ current_streak: 2, longest_streak: 2 });
    expect(await progress(alice)).toEqual(await recountedProgress(alice));
  });
});

describe('streak columns, stepped on from last_activity_date', () => {
  it('start, continue and restart a run as recording today moves them on', async () => {
    await record(alice, 0.1, "now() - interval '3 days'");
    expect(await progress(alice)).toMatchObject({ current_streak: 0, longest_streak: 1 });
    await record(alice, 0.1);
    expect(await progress(alice)).toMatchObject({ current_streak: 1, longest_streak: 1 });
    await record(alice, 0.1, "now() - interval '1 day'");
    await record(alice, 0.1, "now() - interval '2 days'");
    expect(await progress(alice)).toMatchObject({ current_streak: 4, longest_streak: 4 });
    expect(await progress(alice)).toEqual(await recountedProgress(alice));
  });

  it("count the day boundary in the person's own time zone, and recount when the zone changes", async () => {
    await rows(A(), `update user_progress set time_zone = 'America/New_York'`);
    const localMidnight = `(date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York')`;
    // A minute before and after midnight in New York: two days there, one UTC day.
    await record(alice, 0.1, `${localMidnight} - interval '1 minute'`);
    await record(alice, 0.1, `${localMidnight} + interval '1 minute'`);
    expect(await progress(alice)).toMatchObject({ current_streak: 2, longest_streak: 2 });
    expect(await progress(alice)).toEqual(await recountedProgress(alice));
    expect(await rows(A(), `select calculate_current_streak($1, 'America/New_York') as n`, [alice])).toEqual([
      { n: 2 },
    ]);
    const utcDays = await recounted();
    expect(utcDays.map((d) => d.users)).toEqual([1]);

    await rows(A(), `update user_progress set time_zone = 'UTC'`);
    expect(await progress(alice)).toMatchObject({ current_streak: 1, longest_streak: 1 });
    expect(await progress(alice)).toEqual(await recountedProgress(alice));
  });

  it('recount when a record the columns have not seen lies before today', async () => {
    await record(alice, 0.1, "now() - interval '1 day'");
    // As if yesterday's record had been made for a day still in the future when the columns last moved.
    await db.query(
      `update user_progress set last_activity_date = (now() at time zone 'UTC')::date - 3, current_streak = 0, longest_streak = 1
       where user_id = $1`,
      [alice],
    );
    await record(alice, 0.1);
    expect(await progress(alice)).toMatchObject({ current_streak: 2, longest_streak: 2 });
  });

  it('recount the one person whose record is deleted', async () => {
    await record(bob, 0.1, "now() - interval '1 day'");
    const today = await record(bob, 0.1);
    await record(alice, 0.1);
    await remove(bob, today);
    expect(await progress(bob)).toMatchObject({ current_streak: 1, longest_streak: 1 });
    expect(await progress(alice)).toMatchObject({ current_streak: 1 });
  });
});

describe('the realtime pulse', () => {
  it('beats for the day a write touches, and is what realtime publishes instead of the view', async () => {
    const today = await utcToday();
    await record(alice, 0.1);
    expect(await rows('anon', 'select date::text from community_stats_pulse')).toEqual([{ date: today }]);
    const published = await db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    );
    expect(published.rows.map((r) => r.tablename)).toEqual(['community_stats_pulse', 'recycling_records']);
  });

  it('beats at most once a second', async () => {
    await record(alice, 0.1);
    const beat = async () =>
      (await db.query<{ t: string }>('select changed_at::text as t from community_stats_pulse')).rows[0]!.t;
    const first = await beat();
    await record(bob, 0.1);
    expect(await beat()).toBe(first);
    await db.query(`update community_stats_pulse set changed_at = changed_at - interval '2 seconds'`);
    await record(bob, 0.1);
    expect(await beat()).not.toBe(first);
  });
});

describe('row-level security on the new objects', () => {
  it('lets everyone read the figures and the pulse, and no client write them', async () => {
    await record(alice, 0.1);
    for (const caller of ['anon', A()] as Caller[]) {
      expect(await rows(caller, 'select count(*)::int as n from community_stats')).toEqual([{ n: 1 }]);
      expect(await rows(caller, 'select count(*)::int as n from community_stats_pulse')).toEqual([{ n: 1 }]);
      expect(await failure(caller, `update community_stats_pulse set changed_at = now()`)).toMatch(/permission denied/);
      expect(await failure(caller, 'delete from community_stats')).toMatch(/permission denied/);
      expect(await failure(caller, 'update private.community_day_slots set total_weight = 1e6')).toMatch(
        /permission denied/,
      );
    }
  });

  it('keeps who was active when out of reach, and the trigger functions uncallable', async () => {
    await record(alice, 0.1);
    for (const caller of ['anon', A(), B()] as Caller[]) {
      expect(await failure(caller, 'select * from private.community_day_participants')).toMatch(/permission denied/);
      expect(
        await failure(
          caller,
          `select private.apply_record_changes(array[row($1::uuid, now(), 1000, 1)::private.record_change])`,
          [bob],
        ),
      ).toMatch(/permission denied/);
      expect(await failure(caller, `select private.recount_streaks(array[$1::uuid])`, [alice])).toMatch(
        /permission denied/,
      );
    }
  });
});

describe('nearby facilities through the spatial index', () => {
  // 20,000 points over Europe, North America, both sides of the 180th meridian and near a pole, so the
  // planner prefers the index, as it will with a real extract.
  beforeEach(async () => {
    await db.exec(`
      insert into recycling_facilities (name, city, latitude, longitude)
      select 'Depot ' || g, 'Town',
        case g % 4 when 0 then 36 + random() * 24 when 1 then 25 + random() * 25 when 2 then -25 + random() * 15 else 85 + random() * 5 end,
        case g % 4 when 0 then -10 + random() * 40 when 1 then -125 + random() * 55
          when 2 then case when g % 8 = 2 then 175 + random() * 5 else -180 + random() * 5 end
          else -180 + random() * 360 end
      from generate_series(1, 20000) g;
      insert into recycling_facilities (name, city, latitude, longitude) values
        ('East of the line', 'Suva', -18, 179.99), ('West of the line', 'Apia', -18, -179.99);
      analyze recycling_facilities;
    `);
  });

  /** Every facility in range, measured one by one: what the function must return. */
  const bruteForce = async (lat: number, lon: number, radius: number) =>
    (
      await db.query<{ name: string }>(
        `select name from (
           select name, 2 * 3959 * asin(least(1, sqrt(power(sin(radians(latitude - $1) / 2), 2)
             + cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2)))) as d
           from recycling_facilities) f
         where d <= $3 order by d, name`,
        [lat, lon, radius],
      )
    ).rows.map((r) => r.name);

  const nearby = async (lat: number, lon: number, radius: number) =>
    (
      await rows<{ name: string }>('anon', 'select name from get_nearby_facilities($1, $2, $3)', [lat, lon, radius])
    ).map((r) => r.name);

  it('finds exactly what measuring every facility finds, across the 180th meridian and around a pole', async () => {
    for (const [lat, lon, radius] of [
      [48.85, 2.35, 10],
      [40.7, -74, 25],
      [-18, 180, 5],
      [-18, -179.995, 5],
      [-15, 179.5, 200],
      [88, 0, 150],
      [89.9, 100, 30],
      [45, 10, 0],
    ]) {
      const expected = await bruteForce(lat!, lon!, radius!);
      expect(await nearby(lat!, lon!, radius!), `${lat}, ${lon} within ${radius}`).toEqual(expected);
    }
    expect(await nearby(-18, 180, 5)).toEqual(expect.arrayContaining(['East of the line', 'West of the line']));
  });

  it('plans an index scan, never a scan of every facility', async () => {
    const { rows: source } = await db.query<{ prosrc: string }>(
      `select prosrc from pg_proc where proname = 'get_nearby_facilities'`,
    );
    // The function's own query, with its parameters as a prepared statement's.
    const body = source[0]!.prosrc
      .match(/return query([\s\S]*?);\s*end/)![1]!
      .replace(/\bp_latitude\b/g, '$1')
      .replace(/\bp_longitude\b/g, '$2')
      .replace(/\bp_radius_miles\b/g, '$3');
    await db.exec(`prepare nearby_plan (float8, float8, float8) as ${body}`);
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>('explain (costs off) execute nearby_plan (48.85, 2.35, 10)')
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    await db.exec('deallocate nearby_plan');
    expect(plan).toMatch(/Index Scan (using|on) recycling_facilities_location_idx/);
    expect(plan).not.toMatch(/Seq Scan on recycling_facilities/);

    // And the call itself uses it: index scans counted, no row read by scanning the table.
    const scans = await scanCounts(`select * from get_nearby_facilities(48.85, 2.35, 10)`);
    expect(scans.indexScans).toBeGreaterThan(0);
    expect(scans.rowsScanned).toBe(0);
  });
});

/** How many index scans and rows read by table scans a query adds to the facilities' statistics. */
async function scanCounts(sql: string): Promise<{ indexScans: number; rowsScanned: number }> {
  const counts = `select pg_stat_get_xact_numscans('public.recycling_facilities_location_idx'::regclass)::int as "indexScans",
    pg_stat_get_xact_tuples_returned('public.recycling_facilities'::regclass)::int as "rowsScanned"`;
  // In one transaction, so nothing is flushed between the two readings of the backend's counters.
  return db.transaction(async (tx) => {
    const before = (await tx.query<{ indexScans: number; rowsScanned: number }>(counts)).rows[0]!;
    await tx.query(sql);
    const after = (await tx.query<{ indexScans: number; rowsScanned: number }>(counts)).rows[0]!;
    return { indexScans: after.indexScans - before.indexScans, rowsScanned: after.rowsScanned - before.rowsScanned };
  });
}
