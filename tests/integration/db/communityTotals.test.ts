// @vitest-environment node
// The community totals that scale (migration 20261125000000): figures kept incrementally in slots and a
// per-day participants table, the realtime pulse, and who may reach them. Each checked against a full recount.
import { type Caller, createUser, impactJson } from './supabaseShim';
import {
  community,
  progress,
  record,
  recounted,
  recountedProgress,
  remove,
  utcToday,
  withTotalsDb,
} from './totalsSetUp';
import { A, alice, B, bob, db, failure, rows } from './twoPeople';

withTotalsDb();

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
