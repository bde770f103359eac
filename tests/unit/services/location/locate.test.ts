import { GEOLOCATION_OPTIONS } from '../../../../src/domain/location';
import type { ReverseGeocoder } from '../../../../src/services/geocoding/geocoder';
import {
  geolocationPermission,
  getBrowserPosition,
  locateUser,
  LocationError,
  locationFromTypedCity,
} from '../../../../src/services/location/locate';

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

function fakeGeolocation(outcome: Outcome) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if ('coords' in outcome) ok({ coords: outcome.coords } as GeolocationPosition);
      else fail?.({ code: outcome.code, message: 'x' } as GeolocationPositionError);
    },
  );
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: typeof getCurrentPosition };
}

const madridGeocoder: ReverseGeocoder = {
  reverse: async () => ({ city: 'Madrid', region: 'Madrid', country: null, countryCode: 'ES', source: 'device' }),
};

describe('browser geolocation', () => {
  it('asks with the spec options', async () => {
    const geolocation = fakeGeolocation({ coords: { latitude: 40.4, longitude: -3.7 } });
    expect(await getBrowserPosition(geolocation)).toEqual({ latitude: 40.4, longitude: -3.7 });
    expect(geolocation.getCurrentPosition.mock.calls[0]![2]).toEqual(GEOLOCATION_OPTIONS);
  });

  it.each([
    [1, 'denied', 'User denied the request for geolocation'],
    [2, 'unavailable', 'Location information is unavailable'],
    [3, 'timeout', 'The request to get user location timed out'],
    [7, 'unknown', 'Unknown error occurred'],
  ])('turns error code %s into %s with the unknown-location default', async (code, errorCode, message) => {
    const outcome = await locateUser(madridGeocoder, fakeGeolocation({ code }));
    expect(outcome).toEqual({
      location: { city: 'Unknown Location', latitude: 0, longitude: 0, error: message },
      status: 'unknown',
      errorCode,
    });
  });

  it('says when the browser has no geolocation', async () => {
    await expect(getBrowserPosition(undefined)).rejects.toBeInstanceOf(LocationError);
    const outcome = await locateUser(madridGeocoder, undefined);
    expect(outcome.errorCode).toBe('unsupported');
    expect(outcome.location.error).toBe('Geolocation is not supported by your browser');
  });
});

describe('locating the person', () => {
  it('names the city from the geocoder', async () => {
    const outcome = await locateUser(
      madridGeocoder,
      fakeGeolocation({ coords: { latitude: 40.4168, longitude: -3.7038 } }),
    );
    // The country and region come along: they pick the rule pack.
    expect(outcome.location).toEqual({
      city: 'Madrid',
      latitude: 40.4168,
      longitude: -3.7038,
      countryCode: 'ES',
      region: 'Madrid',
    });
    expect(outcome.status).toBe('city');
    expect(outcome.place?.region).toBe('Madrid');
  });

  it.each([
    ['names no city', { reverse: async () => null }],
    ['fails', { reverse: async () => Promise.reject(new Error('down')) }],
  ])('keeps the coordinates when the geocoder %s', async (_, geocoder: ReverseGeocoder) => {
    const outcome = await locateUser(geocoder, fakeGeolocation({ coords: { latitude: -40, longitude: -130 } }));
    expect(outcome).toEqual({
      location: { city: 'Unknown Location', latitude: -40, longitude: -130, error: 'Failed to determine city' },
      status: 'coordinates',
      errorCode: 'noCity',
    });
  });

  it('takes a typed city, placed on the map when the place list knows it', () => {
    const match = { name: 'Brno', region: 'South Moravian', countryCode: 'CZ', latitude: 49.1952, longitude: 16.608 };
    expect(locationFromTypedCity('  brno ', match)).toMatchObject({
      location: { city: 'Brno', latitude: 49.1952, longitude: 16.608 },
      status: 'city',
    });
    expect(locationFromTypedCity('Smallville', undefined)).toEqual({
      location: { city: 'Smallville', latitude: 0, longitude: 0 },
      status: 'city',
    });
    expect(locationFromTypedCity('   ', undefined)).toBeNull();
    expect(locationFromTypedCity('x'.repeat(500), undefined)!.location.city).toHaveLength(100);
  });
});

describe('geolocation permission', () => {
  const permissions = (query: () => Promise<{ state: PermissionState }>) => ({ query }) as unknown as Permissions;

  it("reports the browser's answer", async () => {
    expect(await geolocationPermission(permissions(async () => ({ state: 'granted' })))).toBe('granted');
    expect(await geolocationPermission(permissions(async () => ({ state: 'denied' })))).toBe('denied');
  });

  it("says 'prompt' when the browser cannot tell", async () => {
    expect(await geolocationPermission(undefined)).toBe('prompt');
    expect(await geolocationPermission(permissions(() => Promise.reject(new TypeError('unknown permission'))))).toBe(
      'prompt',
    );
  });
});
