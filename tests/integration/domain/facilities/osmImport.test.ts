// @vitest-environment node
// The OpenStreetMap importer on the real Czech extract in ../shared/data/facilities, and the list the
// set-up step served from it. The importer's rules on made-up features are a unit test
// (tests/unit/domain/facilities/osmImport.test.ts).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

import { decodeFacilityList } from '../../../../src/domain/facilities/facilityList';
import {
  GENERIC_FACILITY_NAMES,
  importOsmRecycling,
  MAX_FACILITY_NAME_LENGTH,
} from '../../../../src/domain/facilities/osmImport';
import { PlaceIndex } from '../../../../src/domain/geo/placeTable';
import { OSM_EXTRACT, readFacilityList, readPlaceTable } from '../../../unit/helpers/dataFiles';

const places = PlaceIndex.fromTable(readPlaceTable());
const placeOf = (lat: number, lon: number) => {
  const p = places.nearest(lat, lon);
  return p ? { city: p.name, state: p.region ?? '' } : null;
};

describe('the OpenStreetMap amenity=recycling importer on the real Czech extract', () => {
  const geojson = JSON.parse(gunzipSync(readFileSync(OSM_EXTRACT)).toString('utf8')) as unknown;
  const { facilities, report } = importOsmRecycling(geojson, placeOf);

  it('imports every point, with the counts SOURCE.md gives', () => {
    expect(report.features).toBe(29_490);
    expect(report.imported).toBe(29_490);
    expect(report.skipped).toEqual({ notRecycling: 0, badGeometry: 0 });
    expect(report.byKind).toEqual({ container: 28_796, centre: 689, bin: 5, other: 0 });
    // Features with at least one recycling:*=yes tag (SOURCE.md: 27,019).
    expect(report.withMaterials).toBe(27_019);
  });

  it('keeps the coordinates within Czechia and gives every point a town and region', () => {
    for (const f of facilities) {
      expect(f.latitude).toBeGreaterThan(48.5);
      expect(f.latitude).toBeLessThan(51.1);
      expect(f.longitude).toBeGreaterThan(12.0);
      expect(f.longitude).toBeLessThan(18.9);
    }
    expect(report.withoutCity).toBe(0);
    expect(facilities.filter((f) => f.state === '').length).toBe(0);
  });

  it('names the Prague collection yard from its tag, and unnamed points by type', () => {
    const yard = facilities.find((f) => f.name === 'Sběrný dvůr hl.m. Prahy');
    expect(yard).toMatchObject({
      source_ref: 'osm:node/117460318',
      city: 'Prague',
      state: 'Prague',
      latitude: 50.018936,
      longitude: 14.451466,
    });
    expect(new Set(facilities.map((f) => f.source_ref)).size).toBe(facilities.length);
    expect(facilities.filter((f) => f.name === GENERIC_FACILITY_NAMES.container).length).toBeGreaterThan(20_000);
    expect(facilities.every((f) => f.name.length <= MAX_FACILITY_NAME_LENGTH)).toBe(true);
  });

  it('maps recycling:* tags to the app materials, keeping finer ones', () => {
    const features = (geojson as { features: { properties: Record<string, unknown> }[] }).features;
    const tagged = (key: string) => features.filter((f) => f.properties[`recycling:${key}`] === 'yes').length;
    const count = (m: string) => facilities.filter((f) => f.accepted_materials.includes(m)).length;
    // Several OSM keys fold into one app material, so each is at least its main key's count.
    expect(count('plastic')).toBeGreaterThanOrEqual(tagged('plastic'));
    expect(count('plastic')).toBeGreaterThan(20_000);
    expect(count('paper')).toBeGreaterThanOrEqual(tagged('paper'));
    expect(count('glass')).toBeGreaterThanOrEqual(tagged('glass'));
    expect(count('metal')).toBeGreaterThanOrEqual(tagged('cans'));
    expect(count('battery')).toBeGreaterThanOrEqual(tagged('batteries'));
    expect(count('e-waste')).toBeGreaterThanOrEqual(tagged('electrical_appliances'));
    expect(count('textile')).toBeGreaterThanOrEqual(tagged('clothes'));
    expect(count('beverage_cartons')).toBeGreaterThanOrEqual(tagged('beverage_cartons'));
    expect(count('cooking_oil')).toBe(tagged('cooking_oil'));
    expect(count('cartons')).toBe(0);
  });

  it('is what the set-up step served in public/data/facilities.json', () => {
    const served = decodeFacilityList(readFacilityList());
    expect(served).toHaveLength(facilities.length);
    const yard = served.find((f) => f.name === 'Sběrný dvůr hl.m. Prahy');
    expect(yard?.city).toBe('Prague');
    expect(readFacilityList().attribution).toMatch(/OpenStreetMap contributors/);
  });
});
