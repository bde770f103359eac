import type { Analysis } from '../../../../src/domain/analysis/analysis';
import {
  DEFAULT_RADIUS_MILES,
  inTheCity,
  leadMaterial,
  mapsAddressUrl,
  mapsSearchUrl,
  MAX_CITY_PLACES,
  MAX_NEARBY_FACILITIES,
  mergeSamePlace,
  nearbyFacilityCards,
  SAME_PLACE_MILES,
  withinRadius,
} from '../../../../src/domain/facilities/nearby';
import type { FacilityNearPoint } from '../../../../src/domain/types';
import { facilityNearPoint, facilityRecord, placedFacility } from '../../helpers/facilityFixtures';

describe('nearby facilities', () => {
  it('uses the spec constants: 10 miles, up to 3', () => {
    expect(DEFAULT_RADIUS_MILES).toBe(10);
    expect(MAX_NEARBY_FACILITIES).toBe(3);
  });

  it('keeps facilities within the radius by haversine distance, nearest first', () => {
    // 0.1° of latitude is 6.91 miles; 0.2° is 13.8 miles.
    const at = (name: string, latitude: number) => placedFacility({ name, latitude, longitude: -87.6298 });
    const found = withinRadius([at('far', 42.0781), at('b', 41.9781), at('a', 41.8791)], 41.8781, -87.6298);
    expect(found.map((f) => f.name)).toEqual(['a', 'b']);
    expect(found[1]!.distance_miles).toBeCloseTo(6.91, 2);
    expect(withinRadius([at('b', 41.9781)], 41.8781, -87.6298, 5)).toEqual([]);
  });

  it('lists at most 3 cards, nearest first, miles to one decimal, with its type, street and a maps search link', () => {
    const near = (name: string, distance: number) =>
      facilityNearPoint({
        name,
        type: 'centre',
        street: 'Ke Kablu 289',
        latitude: 41.9 + distance / 100,
        longitude: -87.6,
        accepted_materials: ['glass'],
        distance_miles: distance,
      });
    const cards = nearbyFacilityCards([near('d', 9.99), near('a', 0.04), near('c', 3.26), near('b', 1.25)]);
    expect(cards.map((c) => [c.name, c.distanceMiles])).toEqual([
      ['a', 0],
      ['b', 1.3],
      ['c', 3.3],
    ]);
    expect(cards[0]).toMatchObject({
      type: 'centre',
      // The street, never the town and region again: the person is in it.
      address: 'Ke Kablu 289',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=41.9004,-87.6',
      acceptedMaterials: ['glass'],
      attribution: expect.stringContaining('OpenStreetMap contributors'),
    });
    expect(cards[0]).not.toHaveProperty('openingHours');
    expect(nearbyFacilityCards([])).toEqual([]);
  });

  it('keeps opening hours and a website where the source gives them', () => {
    const [card] = nearbyFacilityCards([
      facilityNearPoint({ opening_hours: 'Mo-Fr 08:00-18:00', website: 'https://example.org/' }),
    ]);
    expect(card).toMatchObject({ openingHours: 'Mo-Fr 08:00-18:00', website: 'https://example.org/' });
  });

  it('searches maps for a point, or for a street in its town', () => {
    expect(mapsSearchUrl(50.0188, 14.4514)).toBe('https://www.google.com/maps/search/?api=1&query=50.0188,14.4514');
    expect(mapsAddressUrl('345 Great Northern Road', 'Sault Ste. Marie', 'Ontario')).toBe(
      'https://www.google.com/maps/search/?api=1&query=345%20Great%20Northern%20Road%2C%20Sault%20Ste.%20Marie%2C%20Ontario',
    );
  });
});

describe('one entry per place', () => {
  // 0.0001° of latitude is about 11 m; 0.001° about 110 m.
  const at = (name: string, latitude: number, materials: string[], distance: number): FacilityNearPoint =>
    facilityNearPoint({ name, latitude, longitude: 14.42, accepted_materials: materials, distance_miles: distance });

  it('joins points of the same name and type a few metres apart, with what either accepts', () => {
    const places = mergeSamePlace([at('', 50.0881, ['paper'], 0.12), at('', 50.088, ['glass', 'plastic'], 0.11)]);
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({ latitude: 50.088, distance_miles: 0.11 });
    expect(places[0]!.accepted_materials).toEqual(['glass', 'paper', 'plastic']);
  });

  it('keeps apart points of another name or type at the same spot, and the same name a street away', () => {
    const places = mergeSamePlace([
      at('', 50.088, ['glass'], 0.11),
      at('Sběrný dvůr', 50.088, ['glass'], 0.11),
      { ...at('', 50.088, ['glass'], 0.11), type: 'centre' },
      at('', 50.089, ['glass'], 0.18),
    ]);
    expect(places.map((p) => [p.name, p.type, p.latitude])).toEqual([
      ['', 'container', 50.088],
      ['Sběrný dvůr', 'container', 50.088],
      ['', 'centre', 50.088],
      ['', 'container', 50.089],
    ]);
    expect(SAME_PLACE_MILES * 1609).toBeCloseTo(48, 0);
  });

  it('fills the three cards with places, not with the containers of one corner, each with its direction', () => {
    const cards = nearbyFacilityCards(
      [
        at('', 50.088, ['glass'], 0.07),
        at('', 50.0881, ['paper'], 0.08),
        at('', 50.0882, ['plastic'], 0.08),
        { ...at('', 50.086, ['glass'], 0.07), longitude: 14.421 },
        at('Sběrný dvůr', 50.095, ['e-waste'], 0.55),
      ],
      { from: { latitude: 50.087, longitude: 14.42 } },
    );
    expect(cards.map((c) => [c.name, c.direction, c.acceptedMaterials])).toEqual([
      ['', 'n', ['glass', 'paper', 'plastic']],
      ['', 'se', ['glass']],
      ['Sběrný dvůr', 'n', ['e-waste']],
    ]);
  });
});

describe('what the item needs leads the list', () => {
  const near = (name: string, materials: string[], distance: number) =>
    facilityNearPoint({
      name,
      latitude: 36.72 + distance / 100,
      accepted_materials: materials,
      distance_miles: distance,
    });
  const places = [
    near('glass', ['glass'], 0.04),
    near('paper', ['paper'], 0.05),
    near('packaging', ['metal', 'plastic'], 0.06),
    near('far battery', ['battery'], 0.35),
    near('farther battery', ['battery'], 0.5),
  ];

  it("a battery's list leads with the places that take batteries, nearest first, then the others", () => {
    const cards = nearbyFacilityCards(places, { lead: 'battery' });
    expect(cards.map((c) => c.name)).toEqual(['far battery', 'farther battery', 'glass']);
  });

  it('paper and cardboard are one stream: a paper bank leads for a cardboard box', () => {
    expect(nearbyFacilityCards(places, { lead: 'cardboard' })[0]!.name).toBe('paper');
  });

  it('with nothing to lead with, the nearest places', () => {
    expect(nearbyFacilityCards(places, { lead: null }).map((c) => c.name)).toEqual(['glass', 'paper', 'packaging']);
  });

  const analysis = (item: string, material: 'battery' | 'plastic', stream: 'hazardous' | 'landfill') =>
    ({
      verdicts: [{ item, stream }],
      parts: [
        { item, material, main: true },
        { item, material: 'metal', main: false },
      ],
    }) as unknown as Pick<Analysis, 'parts' | 'verdicts'>;

  it("leads with the main item's main material, unless its verdict is the landfill", () => {
    expect(leadMaterial([{ material: 'battery' }], analysis('battery', 'battery', 'hazardous'))).toBe('battery');
    expect(leadMaterial([{ material: 'plastic' }], analysis('snack-packet', 'plastic', 'landfill'))).toBeNull();
    // Before any analysis, the item's own material; 'other' matches no place.
    expect(leadMaterial([{ material: 'glass' }], null)).toBe('glass');
    expect(leadMaterial([{ material: 'other' }], null)).toBeNull();
    expect(leadMaterial([], null)).toBeNull();
  });
});

describe("a city's places with no position", () => {
  const place = (name: string, street: string, materials: string[]) =>
    facilityRecord({
      name,
      street,
      type: 'shop',
      city: 'Sault Ste. Marie',
      state: 'Ontario',
      latitude: null,
      longitude: null,
      accepted_materials: materials,
    });
  const city = [
    place('Orange Drop', '', ['battery']),
    place('Staples', '345 Great Northern Road', ['battery', 'e-waste']),
    place('Value Village', '248 Northern Avenue East', ['textile']),
    place('Best Buy', '548 Great Northern Road', ['battery']),
  ];

  it('lists those that take the item, a street first, with no distance and a map search for the street', () => {
    const cards = nearbyFacilityCards([], { lead: 'battery', unplaced: city });
    expect(cards.map((c) => c.name)).toEqual(['Staples', 'Best Buy', 'Orange Drop']);
    expect(cards[0]).toMatchObject({
      type: 'shop',
      address: '345 Great Northern Road',
      latitude: null,
      longitude: null,
      distanceMiles: null,
      mapsUrl: mapsAddressUrl('345 Great Northern Road', 'Sault Ste. Marie', 'Ontario'),
    });
    expect(cards[0]).not.toHaveProperty('direction');
    // No street, no position: nothing to search a map for.
    expect(cards[2]!.mapsUrl).toBe('');
  });

  it('lists none when nothing says what the item needs, and at most five', () => {
    expect(nearbyFacilityCards([], { lead: null, unplaced: city })).toEqual([]);
    const many = Array.from({ length: 8 }, (_, i) => place(`Shop ${i}`, `${i} Queen Street`, ['battery']));
    expect(nearbyFacilityCards([], { lead: 'battery', unplaced: many })).toHaveLength(MAX_CITY_PLACES);
  });

  it('places near the point come first, then the city list', () => {
    const cards = nearbyFacilityCards([facilityNearPoint({ name: 'Depot', accepted_materials: ['battery'] })], {
      lead: 'battery',
      unplaced: city,
    });
    expect(cards.map((c) => c.name)).toEqual(['Depot', 'Staples', 'Best Buy', 'Orange Drop']);
  });

  it("finds a city's places by its name and region, whatever the case and accents, never those with a position", () => {
    const all = [...city, facilityRecord({ name: 'Placed', city: 'Sault Ste. Marie', state: 'Ontario' })];
    expect(inTheCity(all, 'sault ste. marie', 'Ontario')).toHaveLength(4);
    expect(inTheCity(all, 'Sault Ste. Marie', undefined)).toHaveLength(4);
    // Sault Ste. Marie, Michigan is across the river, under other rules.
    expect(inTheCity(all, 'Sault Ste. Marie', 'Michigan')).toEqual([]);
    expect(inTheCity(all, '', 'Ontario')).toEqual([]);
  });
});
