// The recyclability score for where the person is: facilities near the point (the nearest that take
// the item's material among them) and in the city, from whichever FacilitySource is in use. Any
// failure gives the spec's default (50, empty lists). And the city's places that have no position.
import type { Analysis } from '../../domain/analysis/analysis';
import { leadMaterial } from '../../domain/facilities/nearby';
import { hasCity, hasCoordinates } from '../../domain/location';
import {
  computeRecyclability,
  DEFAULT_RECYCLABILITY_RESULT,
  materialComponents,
  type RecyclabilityResult,
} from '../../domain/recyclability';
import type { FacilityRecord, IdentifiedItem, UserLocation } from '../../domain/types';
import type { FacilitySource } from '../facilities/facilitySource';

export async function areaRecyclability(
  items: readonly IdentifiedItem[],
  analysis: Analysis | null,
  location: UserLocation,
  facilities: FacilitySource,
): Promise<RecyclabilityResult> {
  try {
    const lead = leadMaterial(items, analysis);
    const [nearby, inCity] = await Promise.all([
      hasCoordinates(location)
        ? facilities.nearby(location.latitude, location.longitude, undefined, lead ? [lead] : [])
        : Promise.resolve([]),
      hasCity(location) ? facilities.hasFacilityInCity(location.city) : Promise.resolve(false),
    ]);
    return computeRecyclability(materialComponents(items, analysis), nearby, inCity);
  } catch {
    return { ...DEFAULT_RECYCLABILITY_RESULT };
  }
}

/** The person's city's places with no position; none when the city is not known or the look-up fails. */
export async function cityPlaces(location: UserLocation, facilities: FacilitySource): Promise<FacilityRecord[]> {
  if (!hasCity(location)) return [];
  return facilities.unplacedIn(location.city, location.region).catch(() => []);
}
