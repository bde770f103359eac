// Finding the person: browser geolocation (the spec's options and error texts), then a city name from
// the reverse geocoder; or a city they type. Every failure ends in a usable UserLocation.
import type { Place } from '../../domain/geo/placeTable';
import {
  GEOLOCATION_OPTIONS,
  geolocationErrorCode,
  LOCATION_ERROR_MESSAGES,
  type LocationErrorCode,
  type LocationStatus,
  locationStatus,
  unknownLocation,
} from '../../domain/location';
import type { UserLocation } from '../../domain/types';
import type { GeocodedPlace, ReverseGeocoder } from '../geocoding/geocoder';

export interface LocateOutcome {
  location: UserLocation;
  status: LocationStatus;
  /** Why the location is incomplete; the screen shows location.errors.<code>. */
  errorCode?: LocationErrorCode;
  place?: GeocodedPlace;
}

export class LocationError extends Error {
  constructor(readonly code: LocationErrorCode) {
    super(LOCATION_ERROR_MESSAGES[code]);
    this.name = 'LocationError';
  }
}

/** One position from the browser, or a LocationError with the spec's text. */
export function getBrowserPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocationError(geolocationErrorCode(error.code))),
      { ...GEOLOCATION_OPTIONS },
    );
  });
}

/**
 * What the browser would do on a location request: 'granted' answers without a prompt. 'prompt' when
 * it cannot tell (no Permissions API, or one that does not know geolocation).
 */
export async function geolocationPermission(
  permissions: Permissions | undefined = globalThis.navigator?.permissions,
): Promise<PermissionState> {
  try {
    return (await permissions?.query({ name: 'geolocation' }))?.state ?? 'prompt';
  } catch {
    return 'prompt';
  }
}

function failed(code: LocationErrorCode): LocateOutcome {
  const location = unknownLocation(code);
  return { location, status: locationStatus(location), errorCode: code };
}

/** The country and region a place lies in, as far as the geocoder named them: they pick the rule pack. */
function areaOf(place: GeocodedPlace): Pick<UserLocation, 'countryCode' | 'region'> {
  return {
    ...(place.countryCode ? { countryCode: place.countryCode.toUpperCase() } : {}),
    ...(place.region ? { region: place.region } : {}),
  };
}

export async function locateUser(
  geocoder: ReverseGeocoder,
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateOutcome> {
  let position: { latitude: number; longitude: number };
  try {
    position = await getBrowserPosition(geolocation);
  } catch (error) {
    return failed(error instanceof LocationError ? error.code : 'unknown');
  }
  let place: GeocodedPlace | null;
  try {
    place = await geocoder.reverse(position.latitude, position.longitude);
  } catch {
    place = null;
  }
  if (!place) {
    // The coordinates still find facilities; only the city name is missing.
    const location: UserLocation = { ...unknownLocation('noCity'), ...position };
    return { location, status: locationStatus(location), errorCode: 'noCity' };
  }
  const location: UserLocation = { ...position, city: place.city, ...areaOf(place) };
  return { location, status: 'city', place };
}

/** A city the person typed: placed on the map when the on-device list knows it, kept as typed otherwise. */
export function locationFromTypedCity(typed: string, match: Place | undefined): LocateOutcome | null {
  const city = typed.replace(/\s+/g, ' ').trim().slice(0, 100);
  if (!city) return null;
  if (!match) {
    const location: UserLocation = { city, latitude: 0, longitude: 0 };
    return { location, status: locationStatus(location) };
  }
  const location: UserLocation = {
    city: match.name,
    latitude: match.latitude,
    longitude: match.longitude,
    countryCode: match.countryCode,
    ...(match.region ? { region: match.region } : {}),
  };
  return {
    location,
    status: 'city',
    place: { city: match.name, region: match.region, country: null, countryCode: match.countryCode, source: 'device' },
  };
}
