import {
  DEFAULT_RADIUS_MILES,
  facilityAddress,
  facilityDisplayName,
  facilityKind,
  facilityMaterialKeys,
  mapsSearchUrl,
  MAX_NEARBY_FACILITIES,
  mergeSamePlace,
  nearbyFacilityCards,
  SAME_PLACE_MILES,
  withinRadius,
} from '../../../../src/domain/facilities/nearby';
import { GENERIC_FACILITY_NAMES } from '../../../../src/domain/facilities/osmImport';
import type { FacilityNearPoint, FacilityRecord } from '../../../../src/domain/types';

const record = (name: string, latitude: number, longitude: number): FacilityRecord => ({
  name,
  city: 'Chicago',
  state: 'Illinois',
  latitude,
  longitude,
  accepted_materials: ['glass'],
});

describe('nearby facilities', () => {
  it('uses the spec constants: 10 miles, up to 3', () => {
    expect(DEFAULT_RADIUS_MILES).toBe(10);
    expect(MAX_NEARBY_FACILITIES).toBe(3);
  });

  it('keeps facilities within the radius by haversine distance, nearest first', () => {
    // 0.1° of latitude is 6.91 miles; 0.2° is 13.8 miles.
    const found = withinRadius(
      [record('far', 42.0781, -87.6298), record('b', 41.9781, -87.6298), record('a', 41.8791, -87.6298)],
      41.8781,
      -87.6298,
    );
    expect(found.map((f) => f.name)).toEqual(['a', 'b']);
    expect(found[1]!.distance_miles).toBeCloseTo(6.91, 2);
    expect(withinRadius([record('b', 41.9781, -87.6298)], 41.8781, -87.6298, 5)).toEqual([]);
  });

  it('lists at most 3 cards, nearest first, miles to one decimal, with a maps search link', () => {
    const near = (name: string, distance: number): FacilityNearPoint => ({
      ...record(name, 41.9, -87.6),
      distance_miles: distance,
    });
    const cards = nearbyFacilityCards([near('d', 9.99), near('a', 0.04), near('c', 3.26), near('b', 1.25)]);
    expect(cards.map((c) => [c.name, c.distanceMiles])).toEqual([
      ['a', 0],
      ['b', 1.3],
      ['c', 3.3],
    ]);
    expect(cards[0]).toMatchObject({
      address: 'Chicago, Illinois',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=41.9,-87.6',
      acceptedMaterials: ['glass'],
    });
    expect(nearbyFacilityCards([])).toEqual([]);
  });

  it('writes city plus state without repeats or dangling commas', () => {
    expect(facilityAddress('Brno', 'South Moravian')).toBe('Brno, South Moravian');
    expect(facilityAddress('Prague', 'Prague')).toBe('Prague');
    expect(facilityAddress('', 'Prague')).toBe('Prague');
    expect(facilityAddress('', '')).toBe('');
    expect(mapsSearchUrl(50.0188, 14.4514)).toBe('https://www.google.com/maps/search/?api=1&query=50.0188,14.4514');
  });

  it('translates the generic names of unnamed points and leaves mapped names alone', () => {
    const t = (key: string) => `[${key}]`;
    expect(facilityDisplayName(GENERIC_FACILITY_NAMES.container, t)).toBe('[facilities.generic.container]');
    expect(facilityDisplayName(GENERIC_FACILITY_NAMES.centre, t)).toBe('[facilities.generic.centre]');
    expect(facilityDisplayName('Sběrný dvůr', t)).toBe('Sběrný dvůr');
  });

  it('knows the kind of an unnamed point from its generic name, and not of a mapped one', () => {
    expect(facilityKind(GENERIC_FACILITY_NAMES.container)).toBe('container');
    expect(facilityKind('Sběrný dvůr')).toBeNull();
  });
});

describe('one entry per place', () => {
  // 0.0001° of latitude is about 11 m; 0.001° about 110 m.
  const at = (name: string, latitude: number, materials: string[], distance: number): FacilityNearPoint => ({
    name,
    city: 'Prague',
    state: 'Prague',
    latitude,
    longitude: 14.42,
    accepted_materials: materials,
    distance_miles: distance,
  });
  const container = GENERIC_FACILITY_NAMES.container;

  it('joins points with the same name a few metres apart, with what either accepts', () => {
    const places = mergeSamePlace([
      at(container, 50.0881, ['paper'], 0.12),
      at(container, 50.088, ['glass', 'plastic'], 0.11),
      at(container, 50.0882, ['glass'], 0.13),
    ]);
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({ latitude: 50.088, distance_miles: 0.11 });
    expect(places[0]!.accepted_materials).toEqual(['glass', 'paper', 'plastic']);
  });

  it('keeps apart points of another name at the same spot, and the same name a street away', () => {
    const places = mergeSamePlace([
      at(container, 50.088, ['glass'], 0.11),
      at('Sběrný dvůr', 50.088, ['glass'], 0.11),
      at(container, 50.089, ['glass'], 0.18),
    ]);
    expect(places.map((p) => [p.name, p.latitude])).toEqual([
      [container, 50.088],
      ['Sběrný dvůr', 50.088],
      [container, 50.089],
    ]);
    expect(SAME_PLACE_MILES * 1609).toBeCloseTo(48, 0);
  });

  it('fills the three cards with places, not with the containers of one corner, each with its direction', () => {
    const from = { latitude: 50.087, longitude: 14.42 };
    const cards = nearbyFacilityCards(
      [
        at(container, 50.088, ['glass'], 0.07),
        at(container, 50.0881, ['paper'], 0.08),
        at(container, 50.0882, ['plastic'], 0.08),
        { ...at(container, 50.086, ['glass'], 0.07), longitude: 14.421 },
        at('Sběrný dvůr', 50.095, ['e-waste'], 0.55),
      ],
      from,
    );
    expect(cards.map((c) => [c.name, c.direction, c.acceptedMaterials])).toEqual([
      [container, 'n', ['glass', 'paper', 'plastic']],
      [container, 'se', ['glass']],
      ['Sběrný dvůr', 'n', ['e-waste']],
    ]);
  });
});

describe('the materials a card names', () => {
  it("names the app's materials in its order, then OpenStreetMap's finer ones, and leaves out the rest", () => {
    expect(facilityMaterialKeys(['tyres', 'paper', 'glass', 'coffee_capsules', 'plastic', 'beverage_cartons'])).toEqual(
      [
        'identify.materials.plastic',
        'identify.materials.glass',
        'identify.materials.paper',
        'facilities.materials.beverage_cartons',
        'facilities.materials.tyres',
      ],
    );
    expect(facilityMaterialKeys([])).toEqual([]);
  });
});
