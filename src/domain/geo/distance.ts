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
