// @vitest-environment node
// The Supabase schema in a real Postgres engine (PGlite): who may read and write what. Row-level
// security per role, and the community tips and corrections anyone may add to.
import { record, withSchemaDb } from './schemaSetUp';
import { type Caller, impactJson } from './supabaseShim';
import { A, alice, B, bob, db, failure, rows } from './twoPeople';

withSchemaDb();

describe('row-level security', () => {
  it('lets a person read only their own records, history and bookmarks', async () => {
    await record(alice, 0.1);
    await record(bob, 0.5);
    await rows(A(), `insert into scan_history (identified_items) values ('[{"label":"can"}]')`);
    await rows(A(), `insert into bookmarked_results (result_data) values ('{"label":"can"}')`);

    expect(await rows(A(), 'select user_id from recycling_records')).toEqual([{ user_id: alice }]);
    expect(await rows(B(), 'select user_id from recycling_records')).toEqual([{ user_id: bob }]);
    expect(await rows(B(), 'select * from scan_history')).toEqual([]);
    expect(await rows(B(), 'select * from bookmarked_results')).toEqual([]);
    expect(await rows(A(), 'select * from scan_history')).toHaveLength(1);
  });

  it("stops a person changing or deleting someone else's rows", async () => {
    const id = await record(alice, 0.1);
    await rows(A(), `insert into scan_history (identified_items) values ('[]')`);

    expect(await rows(B(), 'delete from recycling_records where record_id = $1 returning *', [id])).toEqual([]);
    expect(await rows(B(), 'delete from scan_history returning *')).toEqual([]);
    expect(await failure(B(), `update recycling_records set city = 'x' where record_id = $1`, [id])).toMatch(
      /permission denied/,
    );
    expect(await db.query('select count(*)::int as n from recycling_records')).toMatchObject({ rows: [{ n: 1 }] });
    expect(await db.query('select count(*)::int as n from scan_history')).toMatchObject({ rows: [{ n: 1 }] });
  });

  it("lets a person bring their history entry up to date, but not its owner or date, nor someone else's", async () => {
    const [entry] = await rows(
      A(),
      `insert into scan_history (identified_items) values ('[{"label":"Battery"}]') returning id, scan_date`,
    );
    const { id, scan_date } = entry as { id: string; scan_date: string };

    expect(await rows(B(), `update scan_history set identified_items = '[]' where id = $1 returning *`, [id])).toEqual(
      [],
    );
    expect(await failure(A(), `update scan_history set user_id = $1 where id = $2`, [bob, id])).toMatch(
      /permission denied/,
    );
    expect(
      await failure(A(), `update scan_history set scan_date = now() - interval '1 year' where id = $1`, [id]),
    ).toMatch(/permission denied/);
    await rows(
      A(),
      `update scan_history set identified_items = '[{"label":"Paper bag"}]', overall_recyclability = 90 where id = $1`,
      [id],
    );

    expect(
      await rows(A(), 'select identified_items, overall_recyclability, scan_date, user_id from scan_history'),
    ).toEqual([{ identified_items: [{ label: 'Paper bag' }], overall_recyclability: 90, scan_date, user_id: alice }]);
  });

  it('refuses rows written in the name of someone else', async () => {
    expect(
      await failure(
        B(),
        `insert into recycling_records (user_id, item_category, impact_metrics) values ($1, 'x', $2)`,
        [alice, impactJson(1)],
      ),
    ).toMatch(/row-level security/);
    expect(
      await failure(B(), `insert into bookmarked_results (user_id, result_data) values ($1, '{}')`, [alice]),
    ).toMatch(/row-level security/);
    const recordId = await record(alice, 0.1);
    expect(await failure(B(), `insert into analysis_results (record_id) values ($1)`, [recordId])).toMatch(
      /row-level security/,
    );
    expect(
      await rows(A(), `insert into analysis_results (record_id) values ($1) returning record_id`, [recordId]),
    ).toEqual([{ record_id: recordId }]);
  });

  it('lets a person delete their own rows', async () => {
    const id = await record(alice, 0.1);
    expect(await rows(A(), 'delete from recycling_records where record_id = $1 returning record_id', [id])).toEqual([
      { record_id: id },
    ]);
  });

  it('rejects impact figures that are missing, not numbers or negative', async () => {
    const bad = [
      { co2_saved: 1 },
      { ...JSON.parse(impactJson(1)), water_saved: 'lots' },
      { ...JSON.parse(impactJson(1)), co2_saved: -1 },
    ];
    for (const impact of bad) {
      expect(
        await failure(A(), `insert into recycling_records (item_category, impact_metrics) values ('x', $1)`, [
          JSON.stringify(impact),
        ]),
      ).toMatch(/check constraint/);
    }
  });

  it('shows anonymous visitors the public tables only', async () => {
    await db.exec(
      `insert into recycling_facilities (name, city, latitude, longitude) values ('Depot', 'Springfield', 1, 1)`,
    );
    await record(alice, 0.1);
    expect(await rows('anon', 'select name from recycling_facilities')).toEqual([{ name: 'Depot' }]);
    expect(await rows('anon', 'select total_users from community_stats')).toEqual([{ total_users: 1 }]);
    expect(await rows('anon', 'select * from community_tips')).toEqual([]);
    for (const table of [
      'recycling_records',
      'analysis_results',
      'scan_history',
      'bookmarked_results',
      'user_progress',
      'tip_upvotes',
      'correction_suggestions',
      'user_impact_totals',
      'user_activity_stats',
    ]) {
      expect(await failure('anon', `select * from ${table}`), table).toMatch(/permission denied/);
    }
  });

  it('lets no client write facilities or community stats', async () => {
    for (const caller of ['anon', A()] as Caller[]) {
      expect(
        await failure(
          caller,
          `insert into recycling_facilities (name, city, latitude, longitude) values ('x', 'y', 0, 0)`,
        ),
      ).toMatch(/permission denied/);
      expect(
        await failure(
          caller,
          `insert into community_stats (date, total_weight, total_users) values (current_date, 1e6, 1)`,
        ),
      ).toMatch(/permission denied/);
      expect(await failure(caller, `update community_stats set total_weight = 1e6`)).toMatch(/permission denied/);
      expect(await failure(caller, `delete from recycling_facilities`)).toMatch(/permission denied/);
    }
  });

  it("keeps each person's progress row private and its streak columns out of their reach", async () => {
    expect(await rows(A(), 'select user_id from user_progress')).toEqual([{ user_id: alice }]);
    await rows(
      A(),
      `update user_progress set achievements = '[{"id":"badge:recycling-rookie"}]', time_zone = 'Europe/Paris'`,
    );
    expect(await rows(A(), 'select achievements, time_zone from user_progress')).toEqual([
      { achievements: [{ id: 'badge:recycling-rookie' }], time_zone: 'Europe/Paris' },
    ]);
    expect(await failure(A(), 'update user_progress set current_streak = 999')).toMatch(/permission denied/);
    expect(
      await rows(B(), `update user_progress set achievements = '[]' where user_id = $1 returning *`, [alice]),
    ).toEqual([]);
    await rows(A(), `update user_progress set achievements = '[]', time_zone = 'UTC'`);
  });
});

describe('community tips and corrections', () => {
  it('let anyone read tips, people add their own, and upvote each tip once', async () => {
    const [tip] = await rows<{ id: string }>(
      A(),
      `insert into community_tips (item_type, location, instructions) values ('Pizza box', 'Austin', 'Compost greasy parts') returning id`,
    );
    expect(await failure(B(), `insert into tip_upvotes (tip_id, user_id) values ($1, $2)`, [tip!.id, alice])).toMatch(
      /row-level security/,
    );
    await rows(B(), 'insert into tip_upvotes (tip_id) values ($1)', [tip!.id]);
    expect(await failure(B(), 'insert into tip_upvotes (tip_id) values ($1)', [tip!.id])).toMatch(/duplicate key/);
    await rows(A(), 'insert into tip_upvotes (tip_id) values ($1)', [tip!.id]);
    expect(await rows('anon', 'select item_type, upvotes from community_tips')).toEqual([
      { item_type: 'Pizza box', upvotes: 2 },
    ]);
    expect(await rows(B(), 'select user_id from tip_upvotes')).toEqual([{ user_id: bob }]);
    expect(await failure(B(), 'update community_tips set upvotes = 1000')).toMatch(/permission denied/);
    expect(
      await failure(
        B(),
        `insert into community_tips (item_type, location, instructions, upvotes) values ('x', 'y', 'z', 99)`,
      ),
    ).toMatch(/row-level security/);
    expect(await rows(B(), 'delete from community_tips returning *')).toEqual([]);
    expect(
      await failure('anon', `insert into community_tips (item_type, location, instructions) values ('x', 'y', 'z')`),
    ).toMatch(/permission denied/);
  });

  it('let anyone suggest a correction as themselves and read back only their own', async () => {
    await rows(
      'anon',
      `insert into correction_suggestions (item_label, actual_item, correct_instructions) values ('Bottle', 'Vase', 'Glass drop-off')`,
    );
    await rows(
      A(),
      `insert into correction_suggestions (item_label, actual_item, correct_instructions) values ('Can', 'Tin', 'Metal bin')`,
    );
    expect(
      await failure(
        'anon',
        `insert into correction_suggestions (user_id, item_label, actual_item, correct_instructions) values ($1, 'a', 'b', 'c')`,
        [alice],
      ),
    ).toMatch(/row-level security/);
    expect(await rows(A(), 'select actual_item from correction_suggestions')).toEqual([{ actual_item: 'Tin' }]);
    expect(await rows(B(), 'select * from correction_suggestions')).toEqual([]);
  });
});
