// @vitest-environment node
// The importer's rules on made-up features; the real Czech extract is an integration test
// (tests/integration/domain/facilities/osmImport.test.ts).
import { decodeFacilityList, encodeFacilityList } from '../../../../src/domain/facilities/facilityList';
import {
  acceptedMaterials,
  importOsmRecycling,
  MAX_FACILITY_NAME_LENGTH,
} from '../../../../src/domain/facilities/osmImport';

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
