// @vitest-environment node
// Community tips in a real Postgres engine (PGlite): the sample-tips migration's five rows are the ones
// the app's domain defines, upvoted once per person on top of their starting count and out of every
// client's reach; and the field lengths the add-tip form allows are the ones the table accepts.
import type { PGlite } from '@electric-sql/pglite';

import { SAMPLE_TIPS, TIP_FIELD_LIMITS } from '../../../src/domain/community';
import { callerQueries, createSupabaseDb, createUser } from './supabaseShim';

let db: PGlite;
let alice: string;
let bob: string;
const { rows, failure } = callerQueries(() => db);

const upvotesOf = async (id: string) =>
  (await rows<{ upvotes: number }>('anon', 'select upvotes from community_tips where id = $1', [id]))[0]!.upvotes;

beforeAll(async () => {
  db = await createSupabaseDb();
  alice = await createUser(db, 'alice@example.org');
  bob = await createUser(db, 'bob@example.org');
}, 60_000);

describe('sample community tips', () => {
  it('are the rows the app defines, readable by anyone', async () => {
    const seeded = await rows<Record<string, unknown>>(
      'anon',
      `select id, sample_key, item_type, location, instructions, source, upvotes, created_at, user_id
       from community_tips order by created_at desc`,
    );
    expect(seeded).toEqual(
      SAMPLE_TIPS.map((sample) => ({
        id: sample.id,
        sample_key: sample.key,
        item_type: sample.itemType,
        location: sample.location,
        instructions: sample.instructions,
        source: sample.source,
        upvotes: sample.upvotes,
        created_at: new Date(sample.dateSubmitted),
        user_id: null,
      })),
    );
  });

  it('count each person once, on top of the upvotes they start with', async () => {
    const coffee = SAMPLE_TIPS[0]!;
    await rows({ userId: alice }, 'insert into tip_upvotes (tip_id) values ($1)', [coffee.id]);
    expect(await upvotesOf(coffee.id)).toBe(coffee.upvotes + 1);
    expect(await failure({ userId: alice }, 'insert into tip_upvotes (tip_id) values ($1)', [coffee.id])).toMatch(
      /duplicate key/,
    );
    await rows({ userId: bob }, 'insert into tip_upvotes (tip_id) values ($1)', [coffee.id]);
    expect(await upvotesOf(coffee.id)).toBe(coffee.upvotes + 2);
    await rows({ userId: bob }, 'delete from tip_upvotes where tip_id = $1', [coffee.id]);
    expect(await upvotesOf(coffee.id)).toBe(coffee.upvotes + 1);
  });

  it('cannot be deleted, imitated or given a head start by anyone', async () => {
    expect(
      await rows({ userId: alice }, 'delete from community_tips where sample_key is not null returning id'),
    ).toEqual([]);
    for (const [columns, values] of [
      ['sample_key', `'coffee-cups-2'`],
      ['base_upvotes', '100'],
      ['user_id', 'null'],
    ] as const) {
      expect(
        await failure(
          { userId: alice },
          `insert into community_tips (item_type, location, instructions, ${columns}) values ('x', 'y', 'z', ${values})`,
        ),
        columns,
      ).toMatch(/row-level security/);
    }
    expect(
      await rows(
        { userId: alice },
        `insert into community_tips (item_type, location, instructions) values ('Jars', 'Austin', 'Blue cart') returning upvotes, sample_key`,
      ),
    ).toEqual([{ upvotes: 0, sample_key: null }]);
    // Even the owner of the database cannot add a tip that is neither someone's nor a sample.
    expect(
      await db
        .query(`insert into community_tips (user_id, item_type, location, instructions) values (null, 'x', 'y', 'z')`)
        .catch((e: Error) => e.message),
    ).toMatch(/community_tips_owner_or_sample/);
    expect(await rows('anon', 'select count(*)::int as n from community_tips where sample_key is not null')).toEqual([
      { n: SAMPLE_TIPS.length },
    ]);
  });

  it('accept exactly the lengths the add-tip form allows', async () => {
    const columns = {
      itemType: 'item_type',
      location: 'location',
      instructions: 'instructions',
      source: 'source',
    } as const;
    const tip = (field: keyof typeof columns, length: number) => {
      const values = {
        itemType: 'Jars',
        location: 'Austin',
        instructions: 'Blue cart',
        source: 'City',
        [field]: 'x'.repeat(length),
      };
      return rows(
        { userId: alice },
        'insert into community_tips (item_type, location, instructions, source) values ($1, $2, $3, $4) returning id',
        [values.itemType, values.location, values.instructions, values.source],
      );
    };
    for (const field of Object.keys(columns) as (keyof typeof columns)[]) {
      expect(await tip(field, TIP_FIELD_LIMITS[field]), field).toHaveLength(1);
      await expect(tip(field, TIP_FIELD_LIMITS[field] + 1), field).rejects.toThrow(/check constraint/);
    }
  });
});
