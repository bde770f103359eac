// @vitest-environment node
// The Supabase schema in a real Postgres engine (PGlite): the views, the community trigger, the actions
// deleted with their scan, the streak functions and the nearby-facilities function on hand-checked fixtures.
import { record, withSchemaDb } from './schemaSetUp';
import { type Caller, impactJson } from './supabaseShim';
import { A, alice, B, bob, db, failure, rows } from './twoPeople';

withSchemaDb();

describe('views', () => {
  it('sum each person their own impact totals and activity counts', async () => {
    await record(alice, 0.1);
    await record(alice, 0.25, 'now()', 'composted');
    await record(alice, 0, 'now()', 'disposed');
    await record(bob, 5);
    expect(
      await rows(
        A(),
        'select user_id, total_material_reduced, total_co2_saved, total_water_saved, total_trees_saved from user_impact_totals',
      ),
    ).toEqual([
      {
        user_id: alice,
        total_material_reduced: 0.35,
        total_co2_saved: 0.15,
        total_water_saved: 0.9,
        total_trees_saved: 0.03,
      },
    ]);
    expect(
      await rows(A(), 'select total_actions, recycled_count, composted_count, disposed_count from user_activity_stats'),
    ).toEqual([{ total_actions: 3, recycled_count: 1, composted_count: 1, disposed_count: 1 }]);
    expect(await rows(B(), 'select total_material_reduced from user_impact_totals')).toEqual([
      { total_material_reduced: 5 },
    ]);
  });
});

describe('community_stats trigger', () => {
  it("keeps each UTC day's total weight and number of people", async () => {
    await record(alice, 0.1);
    await record(alice, 0.2);
    await record(bob, 0.5);
    await record(bob, 1, "now() - interval '1 day'");
    const today = await rows(
      'anon',
      `select total_weight::float8 as w, total_users from community_stats where date = (now() at time zone 'UTC')::date`,
    );
    expect(today).toEqual([{ w: 0.8, total_users: 2 }]);
    const yesterday = await rows(
      'anon',
      `select total_weight::float8 as w, total_users from community_stats where date = (now() at time zone 'UTC')::date - 1`,
    );
    expect(yesterday).toEqual([{ w: 1, total_users: 1 }]);
  });

  it('recounts the day when a record is deleted', async () => {
    await record(alice, 0.1);
    const id = await record(bob, 0.5);
    await rows(B(), 'delete from recycling_records where record_id = $1', [id]);
    expect(await rows('anon', 'select total_weight::float8 as w, total_users from community_stats')).toEqual([
      { w: 0.1, total_users: 1 },
    ]);
  });
});

describe('scan history and the actions taken on a scan', () => {
  const scanOf = async (caller: Caller) =>
    (
      await rows<{ id: string }>(
        caller,
        `insert into scan_history (identified_items) values ('[{"label":"can"}]') returning id`,
      )
    )[0]!.id;
  const actionOn = async (userId: string, scanId: string | null, kg: number, basis = 'estimate') =>
    rows(
      { userId },
      `insert into recycling_records (item_category, impact_metrics, scan_id, impact_basis) values ('can', $1, $2, $3)`,
      [impactJson(kg), scanId, basis],
    );

  it('deletes the actions of a deleted entry, so totals, streaks and community figures fall back', async () => {
    const scanned = await scanOf(A());
    const other = await scanOf(A());
    await actionOn(alice, scanned, 0.1);
    await actionOn(alice, other, 0.2, 'analysis');
    await actionOn(alice, null, 0.4);
    await rows(A(), 'delete from scan_history where id = $1', [scanned]);
    expect(
      await rows(A(), 'select scan_id, impact_basis from recycling_records order by impact_basis, scan_id'),
    ).toEqual([
      { scan_id: other, impact_basis: 'analysis' },
      { scan_id: null, impact_basis: 'estimate' },
    ]);
    expect(await rows(A(), 'select total_material_reduced from user_impact_totals')).toEqual([
      { total_material_reduced: 0.6 },
    ]);
    expect(await rows('anon', 'select total_weight::float8 as w from community_stats')).toEqual([{ w: 0.6 }]);

    await rows(A(), 'delete from scan_history');
    await rows(A(), 'delete from recycling_records where scan_id is null');
    expect(await rows(A(), 'select calculate_current_streak($1) as current', [alice])).toEqual([{ current: 0 }]);
  });

  it("never deletes someone else's actions, even with the same scan id", async () => {
    const scanned = await scanOf(A());
    await actionOn(bob, scanned, 0.5);
    await rows(A(), 'delete from scan_history where id = $1', [scanned]);
    expect(await rows(B(), 'select count(*)::int as n from recycling_records')).toEqual([{ n: 1 }]);
  });

  it('keeps only the known impact bases', async () => {
    expect(
      await failure(
        A(),
        `insert into recycling_records (item_category, impact_metrics, impact_basis) values ('x', $1, 'guess')`,
        [impactJson(1)],
      ),
    ).toMatch(/check constraint/);
  });
});

describe('streak functions', () => {
  const streaks = (caller: Caller, userId: string, zone = 'UTC') =>
    rows<{ current: number; longest: number }>(
      caller,
      'select calculate_current_streak($1, $2) as current, calculate_longest_streak($1, $2) as longest',
      [userId, zone],
    );

  it('are 0 with no activity', async () => {
    expect(await streaks(A(), alice)).toEqual([{ current: 0, longest: 0 }]);
  });

  it('count consecutive days once however many records a day has, across a gap', async () => {
    for (const daysAgo of [0, 0, 0, 1, 2, 2, 5, 6, 7, 8])
      await record(alice, 0.1, `now() - interval '${daysAgo} days'`);
    expect(await streaks(A(), alice)).toEqual([{ current: 3, longest: 4 }]);
    const [progress] = await rows(A(), 'select current_streak, longest_streak from user_progress');
    expect(progress).toEqual({ current_streak: 3, longest_streak: 4 });
  });

  it('keep a streak alive through yesterday and break it after a missed day', async () => {
    await record(alice, 0.1, "now() - interval '1 day'");
    await record(alice, 0.1, "now() - interval '2 days'");
    expect(await streaks(A(), alice)).toEqual([{ current: 2, longest: 2 }]);
    await record(bob, 0.1, "now() - interval '2 days'");
    await record(bob, 0.1, "now() - interval '3 days'");
    expect(await streaks(B(), bob)).toEqual([{ current: 0, longest: 2 }]);
  });

  it('run across month and year ends, and know leap years', async () => {
    for (const day of ['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02'])
      await record(alice, 0.1, `'${day}T12:00:00Z'`);
    for (const day of ['2025-02-27', '2025-02-28', '2025-03-01']) await record(alice, 0.1, `'${day}T12:00:00Z'`);
    expect(await streaks(A(), alice)).toEqual([{ current: 0, longest: 4 }]);
    // 2024 has a 29 February, so the 28th and 1 March are not consecutive.
    for (const day of [
      '2024-02-27',
      '2024-02-28',
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
      '2024-03-04',
      '2024-03-05',
    ]) {
      await record(bob, 0.1, `'${day}T12:00:00Z'`);
    }
    expect(await streaks(B(), bob)).toEqual([{ current: 0, longest: 5 }]);
  });

  it("count days in the person's own time zone", async () => {
    // 02:00 UTC on the 10th is still the evening of the 9th in New York.
    for (const at of ['2025-03-09T15:00:00Z', '2025-03-10T02:00:00Z', '2025-03-11T15:00:00Z'])
      await record(alice, 0.1, `'${at}'`);
    expect(await streaks(A(), alice, 'UTC')).toEqual([{ current: 0, longest: 3 }]);
    expect(await streaks(A(), alice, 'America/New_York')).toEqual([{ current: 0, longest: 1 }]);
    expect(await streaks(A(), alice, 'Not/AZone')).toEqual([{ current: 0, longest: 3 }]);
  });

  it('are callable only for yourself', async () => {
    await record(bob, 0.1);
    expect(await failure(A(), 'select calculate_current_streak($1)', [bob])).toMatch(/only be calculated for yourself/);
    expect(await failure(A(), 'select calculate_longest_streak($1)', [bob])).toMatch(/only be calculated for yourself/);
    expect(await failure('anon', 'select calculate_current_streak($1)', [bob])).toMatch(/permission denied/);
  });
});

describe('get_nearby_facilities', () => {
  // Around (40, -75): 0.1 degree of latitude is 6.909 miles on a 3959-mile sphere; 0.1 degree of
  // longitude at 40 degrees north is 6.909 * cos(40 degrees) = 5.293 miles.
  beforeEach(async () => {
    await db.exec(`
      insert into recycling_facilities (name, city, state, latitude, longitude, accepted_materials) values
        ('North Depot', 'Springfield', 'PA', 40.1, -75, '{plastic,glass}'),
        ('East Depot', 'Springfield', 'PA', 40, -74.9, '{metal}'),
        ('Far Depot', 'Elsewhere', 'PA', 40.2, -75, '{paper}'),
        ('Here Depot', 'Springfield', 'PA', 40, -75, '{}');
    `);
  });

  it('returns facilities within 10 miles by default, nearest first, with distances and materials', async () => {
    const found = await rows<{ name: string; distance_miles: number; accepted_materials: string[] }>(
      'anon',
      'select name, distance_miles, accepted_materials from get_nearby_facilities(40, -75)',
    );
    expect(found.map((f) => f.name)).toEqual(['Here Depot', 'East Depot', 'North Depot']);
    expect(found[0]!.distance_miles).toBeCloseTo(0, 6);
    expect(found[1]!.distance_miles).toBeCloseTo(5.293, 2);
    expect(found[2]!.distance_miles).toBeCloseTo(6.909, 2);
    expect(found[2]!.accepted_materials).toEqual(['plastic', 'glass']);
  });

  it('honours the radius', async () => {
    const names = async (radius: number) =>
      (await rows<{ name: string }>(A(), 'select name from get_nearby_facilities(40, -75, $1)', [radius])).map(
        (f) => f.name,
      );
    expect(await names(15)).toEqual(['Here Depot', 'East Depot', 'North Depot', 'Far Depot']);
    expect(await names(6)).toEqual(['Here Depot', 'East Depot']);
    expect(await names(0)).toEqual(['Here Depot']);
  });
});
