// @vitest-environment node
import { expose } from 'comlink';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { createPlaceLookup } from '../../../../src/domain/geo/placeTable';
import { type ReverseGeocoder, withFallback } from '../../../../src/services/geocoding/geocoder';
import { createOnDeviceGeocoder } from '../../../../src/services/geocoding/onDeviceGeocoder';
import {
  createOnlineGeocoder,
  GEOCODING_FAILED,
  readGeocoderReply,
} from '../../../../src/services/geocoding/onlineGeocoder';
import { readPlaceTable } from '../../helpers/dataFiles';

const ENDPOINT = 'https://geocoder.test/data/reverse-geocode-client';
const requests: URL[] = [];
const server = setupServer(
  http.get(ENDPOINT, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const lat = Number(url.searchParams.get('latitude'));
    if (lat === 40.4168) {
      return HttpResponse.json({
        latitude: 40.4168,
        longitude: -3.7038,
        city: 'Madrid',
        locality: 'Centro',
        principalSubdivision: 'Community of Madrid',
        countryName: 'Spain',
        countryCode: 'ES',
      });
    }
    if (lat === 1) return HttpResponse.json({ city: '', locality: 'Village', countryName: '' });
    if (lat === 2) return HttpResponse.json({ city: '', locality: '', countryName: 'Nowhere' });
    if (lat === 3) return new HttpResponse('not json', { status: 200 });
    return HttpResponse.json({ status: 402, description: 'quota' }, { status: 402 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('the online reverse geocoder (wire format of the spec service)', () => {
  const online = createOnlineGeocoder(ENDPOINT);

  it('sends latitude, longitude and localityLanguage=en, and reads city and countryName', async () => {
    const place = await online.reverse(40.4168, -3.7038);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      latitude: '40.4168',
      longitude: '-3.7038',
      localityLanguage: 'en',
    });
    expect(place).toEqual({
      city: 'Madrid',
      region: 'Community of Madrid',
      country: 'Spain',
      countryCode: 'ES',
      source: 'online',
    });
  });

  it('falls back to locality, and to Unknown Country', async () => {
    expect(await online.reverse(1, 1)).toMatchObject({ city: 'Village', country: 'Unknown Country' });
    expect(readGeocoderReply({})).toEqual({
      city: 'Unknown City',
      country: 'Unknown Country',
      region: null,
      countryCode: null,
    });
  });

  it('answers no city when the service has none, so the on-device list can try', async () => {
    expect(await online.reverse(2, 2)).toBeNull();
  });

  it("fails with 'Geocoding request failed' on an error status, a bad body or no network", async () => {
    await expect(online.reverse(9, 9)).rejects.toThrow(GEOCODING_FAILED);
    await expect(online.reverse(3, 3)).rejects.toThrow(GEOCODING_FAILED);
    server.use(http.get(ENDPOINT, () => HttpResponse.error()));
    await expect(online.reverse(40.4168, -3.7038)).rejects.toThrow('Geocoding request failed');
  });
});

describe('the on-device geocoder behind its worker interface', () => {
  // The real worker API over a real MessageChannel, as comlink runs it between page and worker.
  const table = readPlaceTable();
  const started: { terminated: boolean }[] = [];
  function start() {
    const { port1, port2 } = new MessageChannel();
    expose(
      createPlaceLookup(async () => table),
      port1,
    );
    const entry = { terminated: false };
    started.push(entry);
    return Object.assign(port2, {
      terminate: () => {
        entry.terminated = true;
        port1.close();
        port2.close();
      },
    });
  }
  const onDevice = createOnDeviceGeocoder('http://app.test/data/places.json', start);
  afterAll(() => onDevice.dispose());

  it.each([
    [40.4168, -3.7038, 'Madrid', 'ES'],
    [19.076, 72.8777, 'Mumbai', 'IN'],
    [30.0444, 31.2357, 'Cairo', 'EG'],
    [41.8781, -87.6298, 'Chicago', 'US'],
  ])('names %s, %s as %s', async (lat, lon, city, countryCode) => {
    expect(await onDevice.reverse(lat, lon)).toMatchObject({ city, countryCode, source: 'device' });
  });

  it('searches typed names and answers no city at sea', async () => {
    expect((await onDevice.search('cairo', 1))[0]).toMatchObject({ name: 'Cairo', countryCode: 'EG' });
    expect(await onDevice.reverse(-40, -130)).toBeNull();
  });

  it('ends an abandoned look-up with its worker, and answers the next one from a fresh worker', async () => {
    const controller = new AbortController();
    const abandoned = onDevice.search('madr', 5, controller.signal);
    controller.abort(new DOMException('The person typed on', 'AbortError'));
    await expect(abandoned).rejects.toThrow('The person typed on');
    expect(started.at(-1)!.terminated).toBe(true);
    const count = started.length;
    expect((await onDevice.search('madrid', 1))[0]).toMatchObject({ name: 'Madrid' });
    expect(started).toHaveLength(count + 1);
  });

  it('stands in when the online geocoder fails or knows no city', async () => {
    const failing: ReverseGeocoder = { reverse: () => Promise.reject(new Error(GEOCODING_FAILED)) };
    expect(await withFallback(failing, onDevice).reverse(19.076, 72.8777)).toMatchObject({
      city: 'Mumbai',
      source: 'device',
    });
    expect(await withFallback(createOnlineGeocoder(ENDPOINT), onDevice).reverse(2, 2)).toBeNull();
    expect(await withFallback(createOnlineGeocoder(ENDPOINT), onDevice).reverse(40.4168, -3.7038)).toMatchObject({
      city: 'Madrid',
      source: 'online',
    });
  });
});
