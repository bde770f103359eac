// The recyclability score for where the person is: facilities near the point and in the city, from
// whichever FacilitySource is in use. Any failure gives the spec's default (50, empty lists).
import type { Analysis } from '../../domain/analysis/analysis';
import { hasCity, hasCoordinates } from '../../domain/location';
import {
  computeRecyclability,
  DEFAULT_RECYCLABILITY_RESULT,
  materialComponents,
  type RecyclabilityResult,
} from '../../domain/recyclability';
import type { IdentifiedItem, UserLocation } from '../../domain/types';
import type { FacilitySource } from '../facilities/facilitySource';

export async function areaRecyclability(
  items: readonly IdentifiedItem[],
  analysis: Analysis | null,
  location: UserLocation,
  facilities: FacilitySource,
): Promise<RecyclabilityResult> {
  try {
    const [nearby, inCity] = await Promise.all([
      hasCoordinates(location) ? facilities.nearby(location.latitude, location.longitude) : Promise.resolve([]),
      hasCity(location) ? facilities.hasFacilityInCity(location.city) : Promise.resolve(false),
    ]);
    return computeRecyclability(materialComponents(items, analysis), nearby, inCity);
  } catch {
    return { ...DEFAULT_RECYCLABILITY_RESULT };
  }
}
