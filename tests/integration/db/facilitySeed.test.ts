// @vitest-environment node
// The Supabase facilities seed: the real OpenStreetMap extract, imported and loaded into the schema in
// PGlite, found again through get_nearby_facilities as a visitor would call it.
import type { PGlite } from '@electric-sql/pglite';

import { FACILITIES_ATTRIBUTION, importExtract } from '../../../scripts/lib/facilityExtract';
import { facilitySeedSql } from '../../../scripts/lib/facilitySeedSql';
import { OSM_EXTRACT, readPlaceTable } from '../../unit/helpers/dataFiles';
import { asCaller, createSupabaseDb } from './supabaseShim';

const PRAGUE_YARD = { latitude: 50.018936, longitude: 14.451466 };

let db: PGlite;
const { facilities } = importExtract(OSM_EXTRACT, readPlaceTable());
const seed = facilitySeedSql(facilities, FACILITIES_ATTRIBUTION);

beforeAll(async () => {
  db = await createSupabaseDb();
  await db.exec(seed);
}, 120_000);

const count = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from recycling_facilities')).rows[0]!.n;

describe('the facilities seed', () => {
  it('loads every imported point with its town, region and materials', async () => {
    expect(await count()).toBe(facilities.length);
    const { rows } = await db.query<{ name: string; city: string; accepted_materials: string[] }>(
      `select name, city, accepted_materials from recycling_facilities where source_ref = 'osm:node/142036173'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accepted_materials).toEqual(['glass', 'paper', 'plastic']);
    expect(rows[0]!.city).not.toBe('');
  });

  it('updates instead of duplicating when run again', async () => {
    await db.exec(seed.replace("'Sběrný dvůr hl.m. Prahy'", "'Sběrný dvůr Praha (renamed)'"));
    expect(await count()).toBe(facilities.length);
    const { rows } = await db.query<{ name: string }>(
      `select name from recycling_facilities where source_ref = 'osm:node/117460318'`,
    );
    expect(rows).toEqual([{ name: 'Sběrný dvůr Praha (renamed)' }]);
  }, 120_000);

  it('is found by get_nearby_facilities for an anonymous visitor, nearest first', async () => {
    const found = await asCaller(
      db,
      'anon',
      async (tx) =>
        (
          await tx.query<{ source_ref: string; distance_miles: number }>(
            'select f.source_ref, n.distance_miles from get_nearby_facilities($1, $2, 1) n join recycling_facilities f using (id)',
            [PRAGUE_YARD.latitude, PRAGUE_YARD.longitude],
          )
        ).rows,
    );
    expect(found[0]).toMatchObject({ source_ref: 'osm:node/117460318' });
    expect(found[0]!.distance_miles).toBeCloseTo(0, 6);
    expect(found.every((f) => f.distance_miles <= 1)).toBe(true);
  });

  it('quotes text safely', () => {
    const sql = facilitySeedSql(
      [
        {
          source_ref: 'osm:node/1',
          name: "O'Brien's bins",
          city: 'X',
          state: 'Y',
          latitude: 1,
          longitude: 2,
          accepted_materials: [],
        },
      ],
      'test',
    );
    expect(sql).toContain(`'O''Brien''s bins'`);
  });
});
