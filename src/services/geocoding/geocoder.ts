// Reverse geocoding behind one interface: the on-device place list by default, an online service
// only when configured, and the on-device list again whenever the online one fails.

export interface GeocodedPlace {
  city: string;
  /** State, province or region, when known. */
  region: string | null;
  /** Country name as the online service gives it, or null (the screen can name countryCode itself). */
  country: string | null;
  countryCode: string | null;
  source: 'online' | 'device';
}

export interface ReverseGeocoder {
  /** The place at a point, or null when no city can be named there. */
  reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null>;
}

/** The online geocoder answers first; on its failure, or when it names no city, the fallback does. */
export function withFallback(primary: ReverseGeocoder, fallback: ReverseGeocoder): ReverseGeocoder {
  return {
    async reverse(latitude, longitude) {
      try {
        const place = await primary.reverse(latitude, longitude);
        if (place) return place;
      } catch {
        // Fall through: the on-device answer keeps the app useful when the service is down.
      }
      return fallback.reverse(latitude, longitude);
    },
  };
}
