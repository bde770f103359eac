// @vitest-environment node
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

import { decodeFacilityList, encodeFacilityList } from '../../../../src/domain/facilities/facilityList';
import {
  acceptedMaterials,
  GENERIC_FACILITY_NAMES,
  importOsmRecycling,
  MAX_FACILITY_NAME_LENGTH,
} from '../../../../src/domain/facilities/osmImport';
import { PlaceIndex } from '../../../../src/domain/geo/placeTable';
import { OSM_EXTRACT, readFacilityList, readPlaceTable } from '../../helpers/dataFiles';

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

describe('importer rules', () => {
  it('takes only recycling:<k>=yes, never no or odd values', () => {
    expect(
      acceptedMaterials({
        'recycling:glass': 'yes',
        'recycling:paper': 'no',
        'recycling:clothes': 'yes/no',
        'recycling:cans': ' YES ',
        name: 'x',
      }),
    ).toEqual(['glass', 'metal']);
  });

  it('skips features that are not recycling points or have no usable point', () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { amenity: 'bench' }, geometry: { type: 'Point', coordinates: [14, 50] } },
        { type: 'Feature', properties: { amenity: 'recycling' }, geometry: null },
        { type: 'Feature', properties: { amenity: 'recycling' }, geometry: { type: 'Point', coordinates: [200, 50] } },
        {
          type: 'Feature',
          properties: { amenity: 'recycling' },
          geometry: { type: 'LineString', coordinates: [[14, 50]] },
        },
        {
          type: 'Feature',
          properties: { amenity: 'recycling', 'addr:city': 'Brno-sever', name: `  ${'x'.repeat(300)} ` },
          geometry: { type: 'Point', coordinates: [16.6, 49.2] },
        },
      ],
    };
    const { facilities, report } = importOsmRecycling(collection, () => ({ city: 'Brno', state: 'South Moravian' }));
    expect(report.skipped).toEqual({ notRecycling: 1, badGeometry: 3 });
    expect(facilities).toHaveLength(1);
    expect(facilities[0]!.city).toBe('Brno-sever');
    expect(facilities[0]!.name.length).toBe(MAX_FACILITY_NAME_LENGTH);
    expect(importOsmRecycling('not geojson', () => null).facilities).toEqual([]);
  });

  it('round-trips through the compact served format', () => {
    const records = [
      {
        name: 'A',
        city: 'Prague',
        state: 'Prague',
        latitude: 50.08804,
        longitude: 14.42076,
        accepted_materials: ['glass', 'paper'],
      },
      { name: 'A', city: '', state: '', latitude: -33.8688, longitude: 151.2093, accepted_materials: [] },
    ];
    const list = encodeFacilityList(records, 'attr', 'src');
    expect(list.strings).toEqual(['A', 'Prague', '']);
    expect(decodeFacilityList(JSON.parse(JSON.stringify(list)))).toEqual(
      records.map((r) => ({
        ...r,
        latitude: Math.round(r.latitude * 1e4) / 1e4,
        longitude: Math.round(r.longitude * 1e4) / 1e4,
      })),
    );
    expect(() => decodeFacilityList({} as never)).toThrow('Invalid facility list');
  });
});
