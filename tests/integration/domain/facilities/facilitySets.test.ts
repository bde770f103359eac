// @vitest-environment node
// The facility sets from the shared data, in the one facility format: OpenStreetMap's Czech and Málaga
// extracts, Singapore's NEA e-waste points and Sault Ste. Marie's places from its table; and the lists
// the set-up step served from them. The importers' rules on made-up features are a unit test
// (tests/unit/domain/facilities/facilityImport.test.ts).
import { join } from 'node:path';

import { IMPORTS_DIR, importTable } from '../../../../scripts/lib/cityTable/importTable';
import {
  cityFacilitySet,
  facilitySetId,
  importFacilityFile,
  placeOfPoint,
  readGeoJson,
} from '../../../../scripts/lib/facilityExtract';
import { decodeFacilityList } from '../../../../src/domain/facilities/facilityList';
import { haversineMiles } from '../../../../src/domain/geo/distance';
import type { FacilityRecord } from '../../../../src/domain/types';
import {
  CZECH_OSM,
  MALAGA_OSM,
  readFacilityList,
  readPlaceTable,
  servedFacilityFiles,
  SINGAPORE_NEA,
} from '../../../unit/helpers/dataFiles';

const placeOf = placeOfPoint(readPlaceTable());
const count = (facilities: readonly FacilityRecord[], material: string) =>
  facilities.filter((f) => f.accepted_materials.includes(material)).length;
const typed = (facilities: readonly FacilityRecord[], type: FacilityRecord['type']) =>
  facilities.filter((f) => f.type === type).length;

describe('OpenStreetMap amenity=recycling, Czech Republic', () => {
  const geojson = readGeoJson(CZECH_OSM) as { features: { properties: Record<string, unknown> }[] };
  const { facilities } = importFacilityFile(CZECH_OSM, placeOf);

  it('imports every point, typed as SOURCE.md counts them (its 5 bins are containers)', () => {
    expect(facilities).toHaveLength(29_490);
    expect(typed(facilities, 'container')).toBe(28_801);
    expect(typed(facilities, 'centre')).toBe(689);
    // Features with at least one recycling:*=yes tag (SOURCE.md: 27,019).
    expect(facilities.filter((f) => f.accepted_materials.length).length).toBe(27_019);
  });

  it('keeps the coordinates within Czechia and gives every point a town and region', () => {
    for (const f of facilities) {
      expect(f.latitude).toBeGreaterThan(48.5);
      expect(f.latitude).toBeLessThan(51.1);
      expect(f.longitude).toBeGreaterThan(12.0);
      expect(f.longitude).toBeLessThan(18.9);
    }
    expect(facilities.filter((f) => f.city === '' || f.state === '')).toEqual([]);
  });

  it('names the Prague collection yard from its tag, and makes up no name for the unnamed', () => {
    expect(facilities.find((f) => f.name === 'Sběrný dvůr hl.m. Prahy')).toMatchObject({
      source_ref: 'osm:node/117460318',
      type: 'centre',
      city: 'Prague',
      state: 'Prague',
      latitude: 50.018936,
      longitude: 14.451466,
      attribution: expect.stringContaining('© OpenStreetMap contributors'),
    });
    expect(new Set(facilities.map((f) => f.source_ref)).size).toBe(facilities.length);
    expect(facilities.filter((f) => f.name === '').length).toBeGreaterThan(20_000);
    // SOURCE.md: 669 have opening hours.
    expect(facilities.filter((f) => f.opening_hours).length).toBe(669);
  });

  it('maps recycling:* tags to the app materials, keeping finer ones', () => {
    const tagged = (key: string) => geojson.features.filter((f) => f.properties[`recycling:${key}`] === 'yes').length;
    // Several OSM keys fold into one app material, so each is at least its main key's count.
    expect(count(facilities, 'plastic')).toBeGreaterThan(20_000);
    expect(count(facilities, 'paper')).toBeGreaterThanOrEqual(tagged('paper'));
    expect(count(facilities, 'glass')).toBeGreaterThanOrEqual(tagged('glass'));
    expect(count(facilities, 'metal')).toBeGreaterThanOrEqual(tagged('cans'));
    expect(count(facilities, 'battery')).toBeGreaterThanOrEqual(tagged('batteries'));
    expect(count(facilities, 'e-waste')).toBeGreaterThanOrEqual(tagged('electrical_appliances'));
    expect(count(facilities, 'textile')).toBeGreaterThanOrEqual(tagged('clothes'));
    expect(count(facilities, 'beverage_cartons')).toBeGreaterThanOrEqual(tagged('beverage_cartons'));
    expect(count(facilities, 'cooking_oil')).toBe(tagged('cooking_oil'));
    expect(count(facilities, 'cartons')).toBe(0);
  });
});

describe('OpenStreetMap recycling containers, Málaga', () => {
  const { facilities } = importFacilityFile(MALAGA_OSM, placeOf);

  it('imports its 5,470 containers with the materials SOURCE.md counts', () => {
    expect(facilities).toHaveLength(5_470);
    expect(facilities.every((f) => f.type === 'container' && f.name === '')).toBe(true);
    expect(count(facilities, 'battery')).toBe(120);
    expect(count(facilities, 'glass')).toBe(1_659);
    expect(count(facilities, 'textile')).toBe(240);
    expect(count(facilities, 'cooking_oil')).toBe(126);
    // The town is the nearest of the place list: the edges of the municipality get their neighbours' names.
    expect(facilities.filter((f) => f.city === 'Málaga').length).toBeGreaterThan(4_500);
  });

  it('has containers within 300 m of the centre, and battery points within a mile', () => {
    const miles = (f: FacilityRecord) => haversineMiles(36.72, -4.42, f.latitude!, f.longitude!);
    expect(facilities.filter((f) => miles(f) <= 300 / 1609.344).length).toBeGreaterThan(10);
    expect(facilities.filter((f) => f.accepted_materials.includes('battery') && miles(f) < 1).length).toBeGreaterThan(
      1,
    );
  });
});

describe("Singapore's NEA e-waste points", () => {
  const { facilities, summary } = importFacilityFile(SINGAPORE_NEA, placeOf);

  it('imports the 675 standing points and leaves out the 43 past collection drives', () => {
    expect(facilities).toHaveLength(675);
    expect(summary).toContain('43 past collection drives');
    expect(facilities.every((f) => f.longitude! > 103.6 && f.longitude! < 104 && f.latitude! > 1.2)).toBe(true);
    expect(facilities.every((f) => /Singapore \d{6}$/.test(f.street))).toBe(true);
    expect(facilities.every((f) => !f.name.includes('\uFFFD'))).toBe(true);
    expect(new Set(facilities.map((f) => f.source_ref)).size).toBe(675);
  });

  it('types them as SOURCE.md counts: bins, staffed counters, and ALBA’s own drop-off', () => {
    expect(typed(facilities, 'container')).toBe(285 + 218 + 77 + 42);
    expect(typed(facilities, 'shop')).toBe(45 + 4 + 3);
    expect(typed(facilities, 'centre')).toBe(1);
    // ICT equipment bins and counters take phones; the battery-and-lamp bins do not.
    expect(count(facilities, 'e-waste')).toBe(285 + 45 + 4 + 42 + 1);
    expect(count(facilities, 'battery')).toBe(285 + 218 + 77 + 45 + 4 + 3 + 1);
  });
});

describe("Sault Ste. Marie's places, from the city's table", () => {
  const result = importTable(join(IMPORTS_DIR, 'ca-sault-ste-marie.json'));
  if (!('facilities' in result)) throw new Error('the Sault Ste. Marie table did not import');
  const { facilities } = result;

  it('are its 34 places but the 3 curbside collections, none given a position the table does not give', () => {
    expect(facilities).toHaveLength(31);
    expect(facilities.every((f) => f.latitude === null && f.longitude === null)).toBe(true);
    expect(facilities.filter((f) => f.street).length).toBe(23);
    expect(facilities.every((f) => f.city === 'Sault Ste. Marie' && f.state === 'Ontario')).toBe(true);
    expect(facilities.map((f) => f.name)).not.toContain('City of Sault Ste. Marie Recycling Program - Blue Lid');
  });

  it("take what the catalogue items linked to them are made of: the city's battery places take batteries", () => {
    const takers = facilities.filter((f) => f.accepted_materials.includes('battery')).map((f) => f.name);
    expect(takers.sort()).toEqual(
      [
        'Best Buy',
        'Call 2 Recycle',
        'City of Sault Ste. Marie Household Hazardous Waste Depot',
        'City of Sault Ste. Marie Landfill',
        'Orange Drop',
        'Staples',
        'TerraCycle',
      ].sort(),
    );
    expect(facilities.find((f) => f.name === 'Staples')).toMatchObject({
      type: 'shop',
      street: '345 Great Northern Road',
      website: expect.stringMatching(/^https:\/\/www\.staples\.ca\//),
      attribution: 'Waste disposal data © 2021 The Corporation of the City of Sault Ste. Marie (MIT licence)',
    });
    expect(facilities.find((f) => f.name.endsWith('Hazardous Waste Depot'))?.type).toBe('centre');
  });

  it('are one set of their own', () => {
    expect(cityFacilitySet(result)).toMatchObject({ id: 'ca-sault-ste-marie', facilities });
  });
});

describe('the served lists', () => {
  it('are one file per source, each what its import gives, with its own licence line', () => {
    expect(servedFacilityFiles()).toEqual([
      `${facilitySetId(CZECH_OSM)}.json`,
      `${facilitySetId(MALAGA_OSM)}.json`,
      `${facilitySetId(SINGAPORE_NEA)}.json`,
      'ca-sault-ste-marie.json',
    ]);
    const singapore = readFacilityList(`${facilitySetId(SINGAPORE_NEA)}.json`);
    expect(singapore.attribution).toMatch(/National Environment Agency/);
    const served = decodeFacilityList(singapore);
    expect(served).toHaveLength(675);
    expect(served[0]).toMatchObject({ attribution: singapore.attribution });
    expect(readFacilityList(`${facilitySetId(CZECH_OSM)}.json`).attribution).toMatch(/OpenStreetMap contributors/);
    expect(decodeFacilityList(readFacilityList('ca-sault-ste-marie.json')).every((f) => f.latitude === null)).toBe(
      true,
    );
  });
});
