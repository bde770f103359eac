// Where the person is: the spec's geolocation options, its error texts, and the unknown-location default.
import type { UserLocation } from './types';

/** High accuracy, 5 s timeout, never a cached position (the DOM's PositionOptions; domain code also compiles for workers). */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 } as const;

export const UNKNOWN_CITY = 'Unknown Location';
export const UNKNOWN_LOCATION: Readonly<UserLocation> = { city: UNKNOWN_CITY, latitude: 0, longitude: 0 };

export type LocationErrorCode = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown' | 'noCity';

/** The spec's texts (English); the screen shows location.errors.<code> in the person's language. */
export const LOCATION_ERROR_MESSAGES: Readonly<Record<LocationErrorCode, string>> = {
  unsupported: 'Geolocation is not supported by your browser',
  denied: 'User denied the request for geolocation',
  unavailable: 'Location information is unavailable',
  timeout: 'The request to get user location timed out',
  unknown: 'Unknown error occurred',
  noCity: 'Failed to determine city',
};

/** Shown when the position cannot be had (location.manualEntryPrompt). */
export const MANUAL_ENTRY_PROMPT =
  'Unable to access your location. Please enable location services or enter your city manually.';

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function geolocationErrorCode(code: number): LocationErrorCode {
  if (code === 1) return 'denied';
  if (code === 2) return 'unavailable';
  if (code === 3) return 'timeout';
  return 'unknown';
}

export function unknownLocation(code: LocationErrorCode): UserLocation {
  return { ...UNKNOWN_LOCATION, error: LOCATION_ERROR_MESSAGES[code] };
}

/** 0, 0 is the spec's "unknown" (in the Gulf of Guinea, where no one scans waste). */
export function hasCoordinates(location: UserLocation): boolean {
  return (
    Number.isFinite(location.latitude) &&
    Number.isFinite(location.longitude) &&
    !(location.latitude === 0 && location.longitude === 0)
  );
}

/** The names the location step gives when it knows no city (the spec's 'Unknown Location' and 'Unknown City'). */
const NO_CITY_NAMES: ReadonlySet<string> = new Set([UNKNOWN_CITY.toLowerCase(), 'unknown city']);

export function hasCity(location: UserLocation): boolean {
  const city = location.city.trim();
  return city !== '' && !NO_CITY_NAMES.has(city.toLowerCase());
}

/** What the results can rely on: a city, only coordinates (city lookup failed), or nothing. */
export type LocationStatus = 'city' | 'coordinates' | 'unknown';

export function locationStatus(location: UserLocation): LocationStatus {
  if (hasCity(location)) return 'city';
  return hasCoordinates(location) ? 'coordinates' : 'unknown';
}

/** Spec: coordinates are shown with 4 decimals (about 11 m). */
export const COORDINATE_DECIMALS = 4;

/** A latitude or longitude as shown: 4 decimals, and never "-0.0000". */
export function formatCoordinate(value: number): string {
  const text = value.toFixed(COORDINATE_DECIMALS);
  return Number(text) === 0 ? (0).toFixed(COORDINATE_DECIMALS) : text;
}
