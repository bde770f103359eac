// Nearby places as the results screen lists them: the spec's radius, count, miles and map link; the
// places that take the item first, so the list agrees with the verdict; and a city's places that its
// source gives no position for, listed by street with no distance rather than at a made-up point.
import type { Analysis } from '../analysis/analysis';
import { compassPoint, haversineMiles, roundMiles } from '../geo/distance';
import { foldName } from '../geo/placeTable';
import { acceptsMaterial } from '../materials';
import type {
  FacilityNearPoint,
  FacilityRecord,
  IdentifiedItem,
  NearbyFacility,
  PlacedFacility,
  UserLocation,
} from '../types';

export const DEFAULT_RADIUS_MILES = 10;
export const MAX_NEARBY_FACILITIES = 3;
/** A city's places with no position: enough to choose from, the ones with a street first. */
export const MAX_CITY_PLACES = 5;
/**
 * OpenStreetMap maps each container of a street-corner collection point on its own, a few metres apart:
 * points with the same name and type this close (about 50 m) are one place to the person standing there.
 */
export const SAME_PLACE_MILES = 0.03;

/** A maps search for the point itself: works for unnamed containers that no place search would find. */
export function mapsSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** A maps search for a street in its town: the map finds the address; the app never guesses a point. */
export function mapsAddressUrl(street: string, city: string, state: string): string {
  const address = [street, city, state].map((part) => part.trim()).filter(Boolean);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.join(', '))}`;
}

/**
 * A maps search for places that take waste in a town the app knows none in: the person still has
 * somewhere to look, rather than "none found" and nothing to do.
 */
export function mapsRecyclingSearchUrl(city: string, region = ''): string {
  const place = [city, region].map((part) => part.trim()).filter(Boolean);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`recycling near ${place.join(', ')}`)}`;
}

export const isPlaced = (facility: FacilityRecord): facility is PlacedFacility =>
  facility.latitude !== null && facility.longitude !== null;

/** Facilities within the radius, with the spec's haversine distance, nearest first. */
export function withinRadius(
  facilities: readonly PlacedFacility[],
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
 * One entry per place, nearest first: a point with the same name and type as a nearer one within
 * SAME_PLACE_MILES joins it, and the place accepts what either accepts.
 */
export function mergeSamePlace(facilities: readonly FacilityNearPoint[]): FacilityNearPoint[] {
  const places: FacilityNearPoint[] = [];
  for (const facility of [...facilities].sort((a, b) => a.distance_miles - b.distance_miles)) {
    const index = places.findIndex(
      (place) =>
        place.name.trim() === facility.name.trim() &&
        place.type === facility.type &&
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

/**
 * The material a place must take to take this item: the main item's main part's, as the verdict
 * sees it. None when the verdict sends the item to the landfill (no place "takes" it) or the
 * material is too vague to match ('other').
 */
export function leadMaterial(
  items: readonly Pick<IdentifiedItem, 'material'>[],
  analysis: Pick<Analysis, 'parts' | 'verdicts'> | null,
): string | null {
  const verdict = analysis?.verdicts[0];
  const material =
    (verdict && analysis.parts.find((part) => part.main && part.item === verdict.item)?.material) ?? items[0]?.material;
  if (!material || material === 'other' || verdict?.stream === 'landfill') return null;
  return material;
}

/** Those that take the material first, each group in its own order: a battery's list leads with battery points. */
function takersFirst<T extends FacilityRecord>(places: readonly T[], material: string | null): T[] {
  if (!material) return [...places];
  const takes = (place: T) => acceptsMaterial(place.accepted_materials, material);
  return [...places.filter(takes), ...places.filter((place) => !takes(place))];
}

/** Of a city's places with no position, those in the person's city (and region, when both are known). */
export function inTheCity(
  places: readonly FacilityRecord[],
  city: string,
  region: string | undefined,
): FacilityRecord[] {
  const wanted = foldName(city);
  const wantedRegion = foldName(region ?? '');
  return places.filter(
    (place) =>
      !isPlaced(place) &&
      wanted !== '' &&
      foldName(place.city) === wanted &&
      (!wantedRegion || !place.state || foldName(place.state) === wantedRegion),
  );
}

function card(place: FacilityRecord): Omit<NearbyFacility, 'latitude' | 'longitude' | 'distanceMiles' | 'mapsUrl'> {
  return {
    name: place.name,
    type: place.type,
    address: place.street,
    acceptedMaterials: [...place.accepted_materials],
    ...(place.opening_hours ? { openingHours: place.opening_hours } : {}),
    ...(place.website ? { website: place.website } : {}),
    attribution: place.attribution,
  };
}

export interface NearbyCardsOptions {
  /** Where the person is: which way each place lies. */
  from?: Pick<UserLocation, 'latitude' | 'longitude'>;
  /** What the item's verdict needs a place to take (leadMaterial): those places come first. */
  lead?: string | null;
  /** The person's city's places that have no position: listed when they take the item. */
  unplaced?: readonly FacilityRecord[];
}

/**
 * The cards: up to 3 places near the point, those that take the item first, each group nearest first,
 * miles to one decimal, and which way each lies; then up to 5 of the city's places with no position that
 * take the item, those with a street first, with no distance.
 */
export function nearbyFacilityCards(
  facilities: readonly FacilityNearPoint[],
  { from, lead = null, unplaced = [] }: NearbyCardsOptions = {},
): NearbyFacility[] {
  const near = takersFirst(mergeSamePlace(facilities), lead)
    .slice(0, MAX_NEARBY_FACILITIES)
    .map((f) => ({
      ...card(f),
      latitude: f.latitude,
      longitude: f.longitude,
      distanceMiles: roundMiles(f.distance_miles),
      mapsUrl: mapsSearchUrl(f.latitude, f.longitude),
      ...(from ? { direction: compassPoint(from.latitude, from.longitude, f.latitude, f.longitude) } : {}),
    }));
  const takers = lead ? unplaced.filter((place) => acceptsMaterial(place.accepted_materials, lead)) : [];
  const city = [...takers.filter((place) => place.street), ...takers.filter((place) => !place.street)]
    .slice(0, MAX_CITY_PLACES)
    .map((place) => ({
      ...card(place),
      latitude: null,
      longitude: null,
      distanceMiles: null,
      mapsUrl: place.street ? mapsAddressUrl(place.street, place.city, place.state) : '',
    }));
  return [...near, ...city];
}
