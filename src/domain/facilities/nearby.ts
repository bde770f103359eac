// Nearby recycling points as the results screen lists them: the spec's radius, count, miles and map link.
import { compassPoint, haversineMiles, roundMiles } from '../geo/distance';
import type { FacilityNearPoint, FacilityRecord, Material, NearbyFacility, Translate } from '../types';
import { MATERIALS } from '../types';
import { type FacilityKind, GENERIC_FACILITY_NAMES } from './osmImport';

export const DEFAULT_RADIUS_MILES = 10;
export const MAX_NEARBY_FACILITIES = 3;
/**
 * OpenStreetMap maps each container of a street-corner collection point on its own, a few metres apart:
 * points with the same name this close (about 50 m) are one place to the person standing there.
 */
export const SAME_PLACE_MILES = 0.03;

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

/**
 * One entry per place, nearest first: a point with the same name as a nearer one within SAME_PLACE_MILES
 * joins it, and the place accepts what either accepts.
 */
export function mergeSamePlace(facilities: readonly FacilityNearPoint[]): FacilityNearPoint[] {
  const places: FacilityNearPoint[] = [];
  for (const facility of [...facilities].sort((a, b) => a.distance_miles - b.distance_miles)) {
    const index = places.findIndex(
      (place) =>
        place.name.trim() === facility.name.trim() &&
        haversineMiles(place.latitude, place.longitude, facility.latitude, facility.longitude) <= SAME_PLACE_MILES,
    );
    const place = places[index];
    if (place) {
      const materials = new Set([...place.accepted_materials, ...facility.accepted_materials]);
      places[index] = { ...place, accepted_materials: [...materials].sort() };
    } else places.push(facility);
  }
  return places;
}

/** The cards: up to 3 places, nearest first, miles to one decimal, and which way each lies from `from`. */
export function nearbyFacilityCards(
  facilities: readonly FacilityNearPoint[],
  from?: { latitude: number; longitude: number },
): NearbyFacility[] {
  return mergeSamePlace(facilities)
    .slice(0, MAX_NEARBY_FACILITIES)
    .map((f) => ({
      name: f.name,
      address: facilityAddress(f.city, f.state),
      latitude: f.latitude,
      longitude: f.longitude,
      distanceMiles: roundMiles(f.distance_miles),
      mapsUrl: mapsSearchUrl(f.latitude, f.longitude),
      acceptedMaterials: [...f.accepted_materials],
      ...(from ? { direction: compassPoint(from.latitude, from.longitude, f.latitude, f.longitude) } : {}),
    }));
}

const GENERIC_KIND_BY_NAME: ReadonlyMap<string, FacilityKind> = new Map(
  (Object.entries(GENERIC_FACILITY_NAMES) as [FacilityKind, string][]).map(([kind, name]) => [name, kind]),
);

/** The kind of an unnamed point, which its generic name records; null for a mapped name (its kind is not kept). */
export function facilityKind(name: string): FacilityKind | null {
  return GENERIC_KIND_BY_NAME.get(name) ?? null;
}

/** An unnamed point's generic name, in the person's language; a mapped name as it is. */
export function facilityDisplayName(name: string, t: Translate): string {
  const kind = facilityKind(name);
  return kind ? t(`facilities.generic.${kind}`) : name;
}

/** OpenStreetMap's finer materials that a card names too; any other is left out rather than shown as a code. */
export const FACILITY_ONLY_MATERIALS = [
  'beverage_cartons',
  'cooking_oil',
  'hazardous_waste',
  'tyres',
  'rubble',
] as const;
export type FacilityOnlyMaterial = (typeof FACILITY_ONLY_MATERIALS)[number];

/** The app's materials first, in its own order, then the finer ones: the same order on every card. */
const NAMED_MATERIALS: readonly (Material | FacilityOnlyMaterial)[] = [
  ...MATERIALS.filter((m) => m !== 'other'),
  ...FACILITY_ONLY_MATERIALS,
];

/** What a card shows of the accepted materials, as the text keys of their names, in a fixed order. */
export function facilityMaterialKeys(accepted: readonly string[]): string[] {
  const wanted = new Set(accepted);
  return NAMED_MATERIALS.filter((m) => wanted.has(m)).map((m) =>
    (MATERIALS as readonly string[]).includes(m) ? `identify.materials.${m}` : `facilities.materials.${m}`,
  );
}
