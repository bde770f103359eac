// Great-circle distances as the spec measures them: haversine on a sphere of 3959 miles.

export const EARTH_RADIUS_MILES = 3959;
const KM_PER_MILE = 1.609344;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distances are shown in miles with one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

export type CompassPoint = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
const COMPASS_POINTS: readonly CompassPoint[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

/** Which way to go, as one of eight compass points: the initial great-circle bearing, rounded to the nearest. */
export function compassPoint(lat1: number, lon1: number, lat2: number, lon2: number): CompassPoint {
  const lat1r = toRadians(lat1);
  const lat2r = toRadians(lat2);
  const dLon = toRadians(lon2 - lon1);
  const y = Math.sin(dLon) * Math.cos(lat2r);
  const x = Math.cos(lat1r) * Math.sin(lat2r) - Math.sin(lat1r) * Math.cos(lat2r) * Math.cos(dLon);
  const degrees = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS_POINTS[Math.round(degrees / 45) % 8]!;
}
