import { UNKNOWN_LOCATION } from '../../../../src/domain/location';
import type { FacilityNearPoint, FacilityRecord, IdentifiedItem } from '../../../../src/domain/types';
import { areaRecyclability, cityPlaces } from '../../../../src/services/analysis/areaRecyclability';
import type { FacilitySource } from '../../../../src/services/facilities/facilitySource';
import { facilityNearPoint, facilityRecord } from '../../helpers/facilityFixtures';

const jar: IdentifiedItem = {
  id: 'glass-jar',
  label: 'Glass jar',
  material: 'glass',
  confidence: 0.9,
  source: 'device',
};
const brno = { city: 'Brno', region: 'South Moravian', latitude: 49.1952, longitude: 16.608 };
const glassBank = facilityNearPoint({ city: 'Brno', accepted_materials: ['glass'], distance_miles: 0.4 });

function source(nearby: FacilityNearPoint[], inCity: boolean, unplaced: FacilityRecord[] = []) {
  return {
    nearby: vi.fn(async () => nearby),
    unplacedIn: vi.fn(async () => unplaced),
    hasFacilityInCity: vi.fn(async () => inCity),
  } satisfies FacilitySource;
}

describe('area recyclability', () => {
  it("scores with facilities near the point and in the city, asking for the nearest that take the item's material", async () => {
    const facilities = source([glassBank], true);
    const result = await areaRecyclability([jar], null, brno, facilities);
    expect(result.score).toBe(100);
    expect(facilities.nearby).toHaveBeenCalledWith(49.1952, 16.608, undefined, ['glass']);
    expect(facilities.hasFacilityInCity).toHaveBeenCalledWith('Brno');
  });

  it('asks nothing it cannot: no coordinates, no nearby search; no city, no city check', async () => {
    const facilities = source([glassBank], true);
    const result = await areaRecyclability([jar], null, UNKNOWN_LOCATION, facilities);
    expect(facilities.nearby).not.toHaveBeenCalled();
    expect(facilities.hasFacilityInCity).not.toHaveBeenCalled();
    expect(result.score).toBe(40);
  });

  it('gives 50 and empty lists when the facility source fails', async () => {
    const failing: FacilitySource = {
      nearby: () => Promise.reject(new Error('db')),
      unplacedIn: async () => [],
      hasFacilityInCity: async () => true,
    };
    expect(await areaRecyclability([jar], null, brno, failing)).toEqual({
      score: 50,
      facilities: [],
      components: [],
      breakdown: [],
    });
  });
});

describe("the city's places with no position", () => {
  const depot = facilityRecord({ name: 'Depot', city: 'Brno', latitude: null, longitude: null });

  it('are asked for by city and region, and none when the city is unknown or the look-up fails', async () => {
    const facilities = source([], true, [depot]);
    expect(await cityPlaces(brno, facilities)).toEqual([depot]);
    expect(facilities.unplacedIn).toHaveBeenCalledWith('Brno', 'South Moravian');
    expect(await cityPlaces(UNKNOWN_LOCATION, facilities)).toEqual([]);
    expect(facilities.unplacedIn).toHaveBeenCalledTimes(1);
    const failing = { ...facilities, unplacedIn: () => Promise.reject(new Error('db')) };
    expect(await cityPlaces(brno, failing)).toEqual([]);
  });
});
