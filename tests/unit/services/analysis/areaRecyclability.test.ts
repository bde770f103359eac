import { UNKNOWN_LOCATION } from '../../../../src/domain/location';
import type { FacilityNearPoint, IdentifiedItem } from '../../../../src/domain/types';
import { areaRecyclability } from '../../../../src/services/analysis/areaRecyclability';
import type { FacilitySource } from '../../../../src/services/facilities/facilitySource';

const jar: IdentifiedItem = {
  id: 'glass-jar',
  label: 'Glass jar',
  material: 'glass',
  confidence: 0.9,
  source: 'device',
};
const brno = { city: 'Brno', latitude: 49.1952, longitude: 16.608 };
const glassBank: FacilityNearPoint = {
  name: 'x',
  city: 'Brno',
  state: 'South Moravian',
  latitude: 49.19,
  longitude: 16.6,
  accepted_materials: ['glass'],
  distance_miles: 0.4,
};

function source(
  nearby: FacilityNearPoint[],
  inCity: boolean,
): FacilitySource & { nearby: ReturnType<typeof vi.fn>; hasFacilityInCity: ReturnType<typeof vi.fn> } {
  return { nearby: vi.fn(async () => nearby), hasFacilityInCity: vi.fn(async () => inCity) };
}

describe('area recyclability', () => {
  it('scores with facilities near the point and in the city', async () => {
    const facilities = source([glassBank], true);
    const result = await areaRecyclability([jar], null, brno, facilities);
    expect(result.score).toBe(100);
    expect(facilities.nearby).toHaveBeenCalledWith(49.1952, 16.608);
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
