// @vitest-environment node
// delete_my_account() in a real Postgres engine (PGlite) under row-level security: it deletes the
// caller's user and every row of theirs, never anyone else's, and the community figures follow.
import type { PGlite } from '@electric-sql/pglite';

import { callerQueries, createSupabaseDb, createUser, impactJson } from './supabaseShim';

let db: PGlite;
const { rows, failure } = callerQueries(() => db);

/** One of everything a person can have: a record with its analysis, a scan, a bookmark, a tip, an upvote and a correction. */
async function fillAccount(userId: string, kg: number, otherTip?: string): Promise<{ tipId: string }> {
  const me = { userId };
  const [record] = await rows<{ record_id: string }>(
    me,
    `insert into recycling_records (item_category, impact_metrics) values ('Can', $1) returning record_id`,
    [impactJson(kg)],
  );
  await rows(me, `insert into analysis_results (record_id) values ($1)`, [record!.record_id]);
  await rows(me, `insert into scan_history default values`);
  await rows(me, `insert into bookmarked_results (result_data) values ('{"item":"Can"}')`);
  const [tip] = await rows<{ id: string }>(
    me,
    `insert into community_tips (item_type, location, instructions) values ('Can', 'Prague', 'Rinse it') returning id`,
  );
  await rows(me, `insert into tip_upvotes (tip_id) values ($1)`, [otherTip ?? tip!.id]);
  await rows(
    me,
    `insert into correction_suggestions (item_label, actual_item, correct_instructions) values ('Can', 'Tin', 'Metal')`,
  );
  await rows(me, `update user_progress set achievements = '[{"id":"badge:first"}]'`);
  return { tipId: tip!.id };
}

/** Everyone's rows per table, counted as the database owner (past row-level security). */
async function countsOf(userId: string) {
  const {
    rows: [counts],
  } = await db.query<Record<string, number>>(
    `select
      (select count(*)::int from auth.users where id = $1) as users,
      (select count(*)::int from recycling_records where user_id = $1) as records,
      (select count(*)::int from analysis_results a join recycling_records r using (record_id) where r.user_id = $1) as analyses,
      (select count(*)::int from scan_history where user_id = $1) as scans,
      (select count(*)::int from bookmarked_results where user_id = $1) as bookmarks,
      (select count(*)::int from community_tips where user_id = $1) as tips,
      (select count(*)::int from tip_upvotes where user_id = $1) as upvotes,
      (select count(*)::int from correction_suggestions where user_id = $1) as corrections,
      (select count(*)::int from user_progress where user_id = $1) as progress`,
    [userId],
  );
  return counts;
}

const ONE_OF_EACH = {
  users: 1,
  records: 1,
  analyses: 1,
  scans: 1,
  bookmarks: 1,
  tips: 1,
  upvotes: 1,
  corrections: 1,
  progress: 1,
};

let people = 0;
const newPerson = (name: string) => createUser(db, `${name}.${++people}@example.org`);

beforeAll(async () => {
  db = await createSupabaseDb();
}, 60_000);

describe('delete_my_account()', () => {
  it("deletes the caller's user and every row of theirs, and leaves another person's untouched", async () => {
    const alice = await newPerson('alice');
    const bob = await newPerson('bob');
    const { tipId: aliceTip } = await fillAccount(alice, 2);
    // Bob upvotes Alice's tip: his upvote goes with her tip, everything else of his stays.
    await fillAccount(bob, 3, aliceTip);
    expect(await countsOf(alice)).toEqual(ONE_OF_EACH);

    await rows({ userId: alice }, 'select public.delete_my_account()');

    expect(await countsOf(alice)).toEqual(Object.fromEntries(Object.keys(ONE_OF_EACH).map((k) => [k, 0])));
    expect(await countsOf(bob)).toEqual({ ...ONE_OF_EACH, upvotes: 0 });
    expect(await rows({ userId: bob }, 'select item_category from recycling_records')).toEqual([
      { item_category: 'Can' },
    ]);
    const { rows: anonymised } = await db.query('select * from correction_suggestions where user_id is null');
    expect(anonymised).toEqual([]);
  });

  it("takes the person's weight and headcount out of today's community figures", async () => {
    const alice = await newPerson('alice');
    const bob = await newPerson('bob');
    await fillAccount(alice, 2);
    await fillAccount(bob, 3);
    const today = async () => {
      const [day] = await rows<{ weight: number; people: number }>(
        'anon',
        `select total_weight::float as weight, total_users as people from community_stats
         where date = (now() at time zone 'UTC')::date`,
      );
      return day!;
    };
    const before = await today();

    await rows({ userId: alice }, 'select public.delete_my_account()');

    const after = await today();
    expect(before.weight - after.weight).toBeCloseTo(2);
    expect(before.people - after.people).toBe(1);
  });

  it('is refused to visitors who are not signed in, and deletes nobody', async () => {
    const alice = await newPerson('alice');
    await fillAccount(alice, 1);
    expect(await failure('anon', 'select public.delete_my_account()')).toMatch(/permission denied/);
    expect(await countsOf(alice)).toEqual(ONE_OF_EACH);
  });

  it('can name no one but the caller: it takes no argument', async () => {
    const alice = await newPerson('alice');
    const bob = await newPerson('bob');
    await fillAccount(bob, 1);
    expect(await failure({ userId: alice }, 'select public.delete_my_account($1)', [bob])).toMatch(
      /function public.delete_my_account\(unknown\) does not exist/,
    );
    expect(await countsOf(bob)).toEqual(ONE_OF_EACH);
  });
});
