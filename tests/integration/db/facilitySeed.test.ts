// @vitest-environment node
// The Supabase facilities seed in the facility format: every shared set (OpenStreetMap's Czech and
// Málaga extracts, Singapore's NEA points, Sault Ste. Marie's places) imported and loaded into the
// schema in PGlite, found again as a visitor would ask for it.
import { join } from 'node:path';

import type { PGlite } from '@electric-sql/pglite';

import { IMPORTS_DIR, importTable } from '../../../scripts/lib/cityTable/importTable';
import { cityFacilitySet, facilityFiles, importFacilityFile, placeOfPoint } from '../../../scripts/lib/facilityExtract';
import { facilitySeedSql } from '../../../scripts/lib/facilitySeedSql';
import { readPlaceTable } from '../../unit/helpers/dataFiles';
import { facilityRecord } from '../../unit/helpers/facilityFixtures';
import { asCaller, createSupabaseDb } from './supabaseShim';

const PRAGUE_YARD = { latitude: 50.018936, longitude: 14.451466 };

let db: PGlite;
const placeOf = placeOfPoint(readPlaceTable());
const sault = importTable(join(IMPORTS_DIR, 'ca-sault-ste-marie.json'));
if (!('facilities' in sault)) throw new Error('the Sault Ste. Marie table did not import');
const sets = [...facilityFiles().map((file) => importFacilityFile(file, placeOf)), cityFacilitySet(sault)!];
const facilities = sets.flatMap((set) => set.facilities);
const seed = facilitySeedSql(
  facilities,
  sets.map((set) => set.attribution),
);

beforeAll(async () => {
  db = await createSupabaseDb();
  await db.exec(seed);
}, 180_000);

const count = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from recycling_facilities')).rows[0]!.n;
const anon = <T>(sql: string, params: unknown[] = []) =>
  asCaller(db, 'anon', async (tx) => (await tx.query<T>(sql, params)).rows);

describe('the facilities seed', () => {
  it('loads every place of every set with its type, street, materials and licence line', async () => {
    expect(sets.map((set) => set.id)).toEqual([
      'cz-osm-amenity-recycling-2024-02-13',
      'es-malaga-osm-2022-05-27',
      'sg-nea-ewaste-2022-07-01',
      'ca-sault-ste-marie',
    ]);
    expect(await count()).toBe(facilities.length);
    const { rows } = await db.query<{ type: string; city: string; accepted_materials: string[]; attribution: string }>(
      `select type, city, accepted_materials, attribution from recycling_facilities where source_ref = 'osm:node/142036173'`,
    );
    expect(rows).toEqual([
      {
        type: 'container',
        city: expect.stringMatching(/./),
        accepted_materials: ['glass', 'paper', 'plastic'],
        attribution: expect.stringContaining('© OpenStreetMap contributors'),
      },
    ]);
  });

  it('updates instead of duplicating when run again', async () => {
    await db.exec(seed.replace("'Sběrný dvůr hl.m. Prahy'", "'Sběrný dvůr Praha (renamed)'"));
    expect(await count()).toBe(facilities.length);
    const { rows } = await db.query<{ name: string }>(
      `select name from recycling_facilities where source_ref = 'osm:node/117460318'`,
    );
    expect(rows).toEqual([{ name: 'Sběrný dvůr Praha (renamed)' }]);
  }, 180_000);

  it('is found by get_nearby_facilities for an anonymous visitor, nearest first, in the facility format', async () => {
    const found = await anon<{ source_ref: string; type: string; attribution: string; distance_miles: number }>(
      'select f.source_ref, n.type, n.attribution, n.distance_miles from get_nearby_facilities($1, $2, 1) n join recycling_facilities f using (id)',
      [PRAGUE_YARD.latitude, PRAGUE_YARD.longitude],
    );
    expect(found[0]).toMatchObject({ source_ref: 'osm:node/117460318', type: 'centre' });
    expect(found[0]!.distance_miles).toBeCloseTo(0, 6);
    expect(found.every((f) => f.distance_miles <= 1)).toBe(true);
    const singapore = await anon<{ name: string; street: string; attribution: string }>(
      'select name, street, attribution from get_nearby_facilities(1.3, 103.85, 0.2)',
    );
    expect(singapore[0]).toMatchObject({
      name: 'NANYANG ACADEMY OF FINE ARTS',
      street: expect.stringMatching(/Singapore \d{6}$/),
    });
    expect(singapore[0]!.attribution).toMatch(/National Environment Agency/);
  });

  it("keeps Sault Ste. Marie's places with no position, read by city, and never in a circle", async () => {
    const places = await anon<{ name: string; street: string; latitude: number | null }>(
      `select name, street, latitude from recycling_facilities where city = 'Sault Ste. Marie' and latitude is null`,
    );
    expect(places).toHaveLength(31);
    expect(places.find((p) => p.name === 'Staples')).toEqual({
      name: 'Staples',
      street: '345 Great Northern Road',
      latitude: null,
    });
    expect(await anon('select * from get_nearby_facilities(46.52, -84.35, 10)')).toEqual([]);
  });

  it('refuses half a position and an unknown type', async () => {
    const refused = async (sql: string) => {
      try {
        await db.exec(sql);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(
      await refused(
        `insert into recycling_facilities (name, city, latitude, longitude) values ('Half', 'X', 50, null)`,
      ),
    ).toMatch(/recycling_facilities_whole_position/);
    expect(
      await refused(
        `insert into recycling_facilities (name, type, city, latitude, longitude) values ('Odd', 'kiosk', 'X', 50, 14)`,
      ),
    ).toMatch(/check constraint/);
  });

  it('quotes text safely and writes no position as null', () => {
    const sql = facilitySeedSql(
      [
        {
          ...facilityRecord({ name: "O'Brien's bins", latitude: null, longitude: null }),
          source_ref: 'osm:node/1',
        },
      ],
      ['test'],
    );
    expect(sql).toContain(`'O''Brien''s bins'`);
    expect(sql).toMatch(/'Prague', null, null, '\{\}'::text\[\]/);
    expect(sql).toContain('--   test');
  });
});
