// @vitest-environment node
// The importers' rules on made-up features; the real extracts are an integration test
// (tests/integration/domain/facilities/facilitySets.test.ts).
import { MAX_FACILITY_NAME_LENGTH } from '../../../../src/domain/facilities/facilityImport';
import {
  decodeFacilityList,
  encodeFacilityList,
  readFacilityIndex,
} from '../../../../src/domain/facilities/facilityList';
import { importNeaEwaste } from '../../../../src/domain/facilities/neaImport';
import { acceptedMaterials, importOsmRecycling, OSM_ATTRIBUTION } from '../../../../src/domain/facilities/osmImport';
import { facilityRecord } from '../../helpers/facilityFixtures';

const point = (properties: Record<string, unknown>, coordinates: unknown = [14, 50], id?: string) => ({
  type: 'Feature',
  ...(id ? { id } : {}),
  properties,
  geometry: { type: 'Point', coordinates },
});
const inBrno = () => ({ city: 'Brno', state: 'South Moravian' });

describe('the OpenStreetMap importer', () => {
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
        point({ amenity: 'bench' }),
        { type: 'Feature', properties: { amenity: 'recycling' }, geometry: null },
        point({ amenity: 'recycling' }, [200, 50]),
        {
          type: 'Feature',
          properties: { amenity: 'recycling' },
          geometry: { type: 'LineString', coordinates: [[14, 50]] },
        },
        point({ amenity: 'recycling', 'addr:city': 'Brno-sever', name: `  ${'x'.repeat(300)} ` }, [16.6, 49.2]),
      ],
    };
    const { facilities, report } = importOsmRecycling(collection, inBrno);
    expect(report.skipped).toEqual({ notRecycling: 1, badGeometry: 3 });
    expect(facilities).toHaveLength(1);
    expect(facilities[0]!.city).toBe('Brno-sever');
    expect(facilities[0]!.name.length).toBe(MAX_FACILITY_NAME_LENGTH);
    expect(importOsmRecycling('not geojson', () => null).facilities).toEqual([]);
  });

  it("keeps a point's type, street, hours and website, and makes up no name", () => {
    const { facilities, report } = importOsmRecycling(
      {
        features: [
          point(
            {
              amenity: 'recycling',
              recycling_type: 'centre',
              name: 'Sběrný dvůr',
              'addr:street': 'Ke Kablu',
              'addr:housenumber': '289',
              opening_hours: 'Mo-Fr 08:00-18:00',
              website: 'https://example.org/dvur',
              'recycling:batteries': 'yes',
            },
            [14.5, 50],
            'node/1',
          ),
          point({ amenity: 'recycling', recycling_type: 'bin', website: 'javascript:alert(1)' }, [14.6, 50], 'node/2'),
          point({ amenity: 'recycling', 'recycling:glass_bottles': 'yes' }, [14.7, 50], 'node/3'),
        ],
      },
      inBrno,
    );
    expect(facilities[0]).toEqual({
      source_ref: 'osm:node/1',
      name: 'Sběrný dvůr',
      type: 'centre',
      street: 'Ke Kablu 289',
      city: 'Brno',
      state: 'South Moravian',
      latitude: 50,
      longitude: 14.5,
      accepted_materials: ['battery'],
      opening_hours: 'Mo-Fr 08:00-18:00',
      website: 'https://example.org/dvur',
      attribution: OSM_ATTRIBUTION,
    });
    // A bin is a small container; no type says nothing; a link that is not http(s) is no link.
    expect(facilities.slice(1).map((f) => [f.name, f.type, f.website])).toEqual([
      ['', 'container', ''],
      ['', 'other', ''],
    ]);
    expect(report).toMatchObject({ named: 1, withStreet: 1, byType: { centre: 1, container: 1, other: 1, shop: 0 } });
  });
});

describe("the NEA's e-waste points", () => {
  const nea = (description: string, building: string, postcode = '18989', coordinates: unknown = [103.85, 1.28]) =>
    point(
      {
        NAME: 'NEA Producer Responsibility Scheme - ALBA E-waste Recycling Programme',
        DESCRIPTION: description,
        ADDRESSBUILDINGNAME: building,
        ADDRESSPOSTALCODE: postcode,
        ADDRESSSTREETNAME: '1 MARINA BOULEVARD, B1',
        HYPERLINK: 'https://alba-ewaste.sg; https://go.gov.sg/e-waste',
      },
      coordinates,
    );
  const inSingapore = () => ({ city: 'Singapore', state: '' });

  it('names the building, gives the street with its postcode, and reads what each point takes', () => {
    const { facilities, report } = importNeaEwaste(
      {
        features: [
          nea('Bin collection; E-waste accepted: ICT equipment, Batteries and Lamps only', 'ONE MARINA\uFFFD'),
          nea('Bin collection; E-waste accepted: Batteries and Lamps only', 'THE CATHAY', '229233'),
          nea(
            'Manned collection (Contact staff for disposal); ; ; E-waste accepted: ICT equipment and Batteries only',
            'STARHUB',
            '238839',
          ),
          nea(
            'Drop-off and Bin collection; All regulated consumer products, Large Household Appliances, ICT Equipment, Portable Batteries, Lamps',
            'ALBA TUAS',
            '637432',
          ),
          nea(
            'E-waste collection drive; E-waste accepted: All regulated consumer products',
            '[Available on 11 June 2022] 263 WATERLOO STREET',
          ),
          nea('Bin collection; E-waste accepted: Batteries only', 'NOWHERE', '100000', null),
        ],
      },
      inSingapore,
    );
    expect(report).toEqual({ features: 6, imported: 4, skipped: { collectionDrives: 1, badGeometry: 1 } });
    expect(facilities[0]).toMatchObject({
      name: 'ONE MARINA',
      type: 'container',
      street: '1 MARINA BOULEVARD, B1, Singapore 018989',
      city: 'Singapore',
      accepted_materials: ['battery', 'e-waste', 'lamps'],
      website: 'https://alba-ewaste.sg',
      attribution: expect.stringContaining('National Environment Agency'),
    });
    // A bin for batteries and lamps must not look as if it took a phone.
    expect(facilities[1]!.accepted_materials).toEqual(['battery', 'lamps']);
    expect(facilities.slice(2).map((f) => [f.type, f.accepted_materials])).toEqual([
      ['shop', ['battery', 'e-waste']],
      ['centre', ['battery', 'e-waste', 'lamps']],
    ]);
  });

  it('tells apart points of one building and street', () => {
    const bin = 'Bin collection; E-waste accepted: Batteries only';
    const { facilities } = importNeaEwaste({ features: [nea(bin, 'MALL'), nea(bin, 'MALL')] }, inSingapore);
    expect(new Set(facilities.map((f) => f.source_ref)).size).toBe(2);
  });
});

describe('the served lists', () => {
  it('round-trip through the compact format, a place with no position included', () => {
    const records = [
      facilityRecord({
        name: 'A',
        type: 'centre',
        street: 'Ke Kablu 289',
        latitude: 50.08804,
        longitude: 14.42076,
        accepted_materials: ['glass', 'paper'],
        opening_hours: 'Mo-Fr 08:00-18:00',
      }),
      facilityRecord({ name: 'A', city: '', state: '', latitude: -33.8688, longitude: 151.2093 }),
      facilityRecord({
        name: 'Staples',
        type: 'shop',
        latitude: null,
        longitude: null,
        website: 'https://staples.ca/',
      }),
    ];
    const list = encodeFacilityList(records, OSM_ATTRIBUTION, 'src');
    expect(list.strings.slice(0, 3)).toEqual(['A', 'Ke Kablu 289', 'Prague']);
    expect(decodeFacilityList(JSON.parse(JSON.stringify(list)))).toEqual(
      records.map((r) => ({
        ...r,
        latitude: r.latitude === null ? null : Math.round(r.latitude * 1e4) / 1e4,
        longitude: r.longitude === null ? null : Math.round(r.longitude * 1e4) / 1e4,
      })),
    );
    expect(() => decodeFacilityList({} as never)).toThrow('Invalid facility list');
  });

  it('are named by an index that may only name files beside it', () => {
    expect(
      readFacilityIndex({
        format: 'recyclesmart-facility-index/1',
        files: ['sg-nea-ewaste-2022-07-01.json', '../secrets.json', 'https://elsewhere.example/x.json'],
      }),
    ).toEqual(['sg-nea-ewaste-2022-07-01.json']);
    expect(() => readFacilityIndex({} as never)).toThrow('Invalid facility index');
  });
});
