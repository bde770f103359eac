// The spec's public reverse geocoder (BigDataCloud's client API shape): GET ?latitude=&longitude=
// &localityLanguage=en, answering { city, locality, principalSubdivision, countryName, countryCode }.
import type { GeocodedPlace, ReverseGeocoder } from './geocoder';

export const GEOCODING_FAILED = 'Geocoding request failed';
export const UNKNOWN_CITY_FALLBACK = 'Unknown City';
export const UNKNOWN_COUNTRY_FALLBACK = 'Unknown Country';
export const GEOCODER_TIMEOUT_MS = 8000;

interface GeocoderReply {
  city?: unknown;
  locality?: unknown;
  principalSubdivision?: unknown;
  countryName?: unknown;
  countryCode?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The spec's reading of a reply: city, else locality, else 'Unknown City'; countryName, else 'Unknown Country'. */
export function readGeocoderReply(reply: GeocoderReply): {
  city: string;
  country: string;
  region: string | null;
  countryCode: string | null;
} {
  return {
    city: text(reply.city) ?? text(reply.locality) ?? UNKNOWN_CITY_FALLBACK,
    country: text(reply.countryName) ?? UNKNOWN_COUNTRY_FALLBACK,
    region: text(reply.principalSubdivision),
    countryCode: text(reply.countryCode),
  };
}

export function createOnlineGeocoder(
  endpoint: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ReverseGeocoder {
  return {
    async reverse(latitude, longitude) {
      const url = new URL(endpoint);
      url.searchParams.set('latitude', String(latitude));
      url.searchParams.set('longitude', String(longitude));
      url.searchParams.set('localityLanguage', 'en');
      let response: Response;
      try {
        response = await fetchImpl(url.href, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
      } catch {
        throw new Error(GEOCODING_FAILED);
      }
      if (!response.ok) throw new Error(GEOCODING_FAILED);
      const reply = (await response.json().catch(() => null)) as GeocoderReply | null;
      if (!reply || typeof reply !== 'object') throw new Error(GEOCODING_FAILED);
      const read = readGeocoderReply(reply);
      // The spec's fallback city name is no city: let the on-device list try.
      if (read.city === UNKNOWN_CITY_FALLBACK) return null;
      const place: GeocodedPlace = { ...read, source: 'online' };
      return place;
    },
  };
}
