import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  formatCoordinate,
  GEOLOCATION_OPTIONS,
  geolocationErrorCode,
  hasCity,
  hasCoordinates,
  LOCATION_ERROR_MESSAGES,
  locationStatus,
  MANUAL_ENTRY_PROMPT,
  UNKNOWN_LOCATION,
  unknownLocation,
} from '../../../src/domain/location';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales/en.json'), 'utf8')) as {
  location: { errors: Record<string, string>; manualEntryPrompt: string; unknownLocation: string };
};

describe('location rules', () => {
  it('asks the browser with the spec options', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
  });

  it('defaults to Unknown Location at 0, 0', () => {
    expect(UNKNOWN_LOCATION).toEqual({ city: 'Unknown Location', latitude: 0, longitude: 0 });
    expect(unknownLocation('denied')).toEqual({
      city: 'Unknown Location',
      latitude: 0,
      longitude: 0,
      error: 'User denied the request for geolocation',
    });
  });

  it('has the spec texts, shown by the English locale', () => {
    expect(LOCATION_ERROR_MESSAGES).toEqual({
      unsupported: 'Geolocation is not supported by your browser',
      denied: 'User denied the request for geolocation',
      unavailable: 'Location information is unavailable',
      timeout: 'The request to get user location timed out',
      unknown: 'Unknown error occurred',
      noCity: 'Failed to determine city',
    });
    expect(en.location.errors).toEqual(LOCATION_ERROR_MESSAGES);
    expect(MANUAL_ENTRY_PROMPT).toBe(
      'Unable to access your location. Please enable location services or enter your city manually.',
    );
    expect(en.location.manualEntryPrompt).toBe(MANUAL_ENTRY_PROMPT);
    expect(en.location.unknownLocation).toBe(UNKNOWN_LOCATION.city);
  });

  it('maps the browser error codes', () => {
    expect([1, 2, 3, 0, 99].map(geolocationErrorCode)).toEqual([
      'denied',
      'unavailable',
      'timeout',
      'unknown',
      'unknown',
    ]);
  });

  it('tells what a location can be relied on for', () => {
    expect(locationStatus(UNKNOWN_LOCATION)).toBe('unknown');
    expect(locationStatus({ city: 'Unknown Location', latitude: 40.4, longitude: -3.7 })).toBe('coordinates');
    expect(locationStatus({ city: 'Madrid', latitude: 40.4, longitude: -3.7 })).toBe('city');
    expect(locationStatus({ city: 'Springfield', latitude: 0, longitude: 0 })).toBe('city');
    expect(hasCity({ city: '  ', latitude: 1, longitude: 1 })).toBe(false);
    expect(hasCoordinates({ city: '', latitude: Number.NaN, longitude: 1 })).toBe(false);
  });

  it('shows coordinates with 4 decimals, rounded, and never a negative zero', () => {
    expect(formatCoordinate(37.7749295)).toBe('37.7749');
    expect(formatCoordinate(-122.41941550000001)).toBe('-122.4194');
    expect(formatCoordinate(47.60625)).toBe('47.6063');
    expect(formatCoordinate(12)).toBe('12.0000');
    expect(formatCoordinate(-0.00001)).toBe('0.0000');
  });
});
