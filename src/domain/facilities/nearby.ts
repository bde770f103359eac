// Nearby recycling points as the results screen lists them: the spec's radius, count, miles and map link.
import { haversineMiles, roundMiles } from '../geo/distance';
import type { FacilityNearPoint, FacilityRecord, NearbyFacility, Translate } from '../types';
import { type FacilityKind, GENERIC_FACILITY_NAMES } from './osmImport';

export const DEFAULT_RADIUS_MILES = 10;
export const MAX_NEARBY_FACILITIES = 3;

/** A maps search for the point itself: works for unnamed containers that no place search would find. */
export function mapsSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** City plus state, without repeating a city-state (Prague, Prague) or leaving a dangling comma. */
export function facilityAddress(city: string, state: string): string {
  const parts = [city.trim(), state.trim()].filter(Boolean);
  return [...new Set(parts)].join(', ');
}

/** Facilities within the radius, with the spec's haversine distance, nearest first. */
export function withinRadius(
  facilities: readonly FacilityRecord[],
  latitude: number,
  longitude: number,
  radiusMiles = DEFAULT_RADIUS_MILES,
): FacilityNearPoint[] {
  return facilities
    .map((f) => ({ ...f, distance_miles: haversineMiles(latitude, longitude, f.latitude, f.longitude) }))
    .filter((f) => f.distance_miles <= radiusMiles)
    .sort((a, b) => a.distance_miles - b.distance_miles);
}

/** The cards: up to 3, nearest first, miles to one decimal. */
export function nearbyFacilityCards(facilities: readonly FacilityNearPoint[]): NearbyFacility[] {
  return [...facilities]
    .sort((a, b) => a.distance_miles - b.distance_miles)
    .slice(0, MAX_NEARBY_FACILITIES)
    .map((f) => ({
      name: f.name,
      address: facilityAddress(f.city, f.state),
      latitude: f.latitude,
      longitude: f.longitude,
      distanceMiles: roundMiles(f.distance_miles),
      mapsUrl: mapsSearchUrl(f.latitude, f.longitude),
      acceptedMaterials: [...f.accepted_materials],
    }));
}

const GENERIC_KIND_BY_NAME: ReadonlyMap<string, FacilityKind> = new Map(
  (Object.entries(GENERIC_FACILITY_NAMES) as [FacilityKind, string][]).map(([kind, name]) => [name, kind]),
);

/** An unnamed point's generic name, in the person's language; a mapped name as it is. */
export function facilityDisplayName(name: string, t: Translate): string {
  const kind = GENERIC_KIND_BY_NAME.get(name);
  return kind ? t(`facilities.generic.${kind}`) : name;
}
