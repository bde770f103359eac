// @vitest-environment node
import { decodeFacilityList } from '../../../../src/domain/facilities/facilityList';
import { createLocalFacilitySource, MAX_CANDIDATES } from '../../../../src/services/facilities/localFacilitySource';
import { readFacilityList } from '../../../unit/helpers/dataFiles';

const records = decodeFacilityList(readFacilityList());

describe('the on-device facility source (OpenStreetMap, Czechia)', () => {
  const source = createLocalFacilitySource(async () => records);

  it('finds the points nearest to Prague old town, nearest first, within 10 miles', async () => {
    const found = await source.nearby(50.0875, 14.4213);
    expect(found.length).toBeGreaterThan(3);
    expect(found.length).toBeLessThanOrEqual(MAX_CANDIDATES);
    expect(found[0]!.distance_miles).toBeLessThan(0.2);
    for (let i = 1; i < found.length; i += 1)
      expect(found[i]!.distance_miles).toBeGreaterThanOrEqual(found[i - 1]!.distance_miles);
    expect(found.every((f) => f.distance_miles <= 10)).toBe(true);
    expect(found[0]!.city).toBe('Prague');
  });

  it('finds none in Chicago: the extract has no US facilities', async () => {
    expect(await source.nearby(41.8781, -87.6298)).toEqual([]);
  });

  it('honours a smaller radius', async () => {
    const found = await source.nearby(49.1952, 16.608, 0.1);
    expect(found.every((f) => f.distance_miles <= 0.1)).toBe(true);
  });

  it('knows which cities have a facility, ignoring case and accents', async () => {
    expect(await source.hasFacilityInCity('Prague')).toBe(true);
    expect(await source.hasFacilityInCity('brno')).toBe(true);
    expect(await source.hasFacilityInCity('ceske budejovice')).toBe(true);
    expect(await source.hasFacilityInCity('Chicago')).toBe(false);
    expect(await source.hasFacilityInCity('  ')).toBe(false);
  });

  it('has nothing to offer with no list, and retries a failed load', async () => {
    const empty = createLocalFacilitySource(async () => []);
    expect(await empty.nearby(50.0875, 14.4213)).toEqual([]);
    expect(await empty.hasFacilityInCity('Prague')).toBe(false);
    const load = vi
      .fn<() => Promise<typeof records>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(records);
    const flaky = createLocalFacilitySource(load);
    await expect(flaky.nearby(50.0875, 14.4213)).rejects.toThrow('offline');
    expect((await flaky.nearby(50.0875, 14.4213)).length).toBeGreaterThan(0);
  });
});
