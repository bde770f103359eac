// @vitest-environment node
// The totals that scale (migration 20261125000000), per person and per place: streak columns stepped on
// from last_activity_date, and nearby facilities through the spatial index. Each checked against a full recount.
import { progress, record, recounted, recountedProgress, remove, withTotalsDb } from './totalsSetUp';
import { A, alice, bob, db, rows } from './twoPeople';

withTotalsDb();

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
