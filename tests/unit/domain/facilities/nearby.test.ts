import {
  DEFAULT_RADIUS_MILES,
  facilityAddress,
  facilityDisplayName,
  mapsSearchUrl,
  MAX_NEARBY_FACILITIES,
  nearbyFacilityCards,
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
});
