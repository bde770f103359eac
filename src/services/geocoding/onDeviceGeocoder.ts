// The page's side of the geocoder worker: starts it on first use, so the 0.7 MB place list is only
// fetched when a location is actually needed, and the location never leaves the device.
import { type Remote, wrap } from 'comlink';

import { publicUrl } from '../../config';
import type { Place, PlaceLookupApi } from '../../domain/geo/placeTable';
import type { ReverseGeocoder } from './geocoder';

export const PLACES_PATH = 'data/places.json';

export interface OnDeviceGeocoder extends ReverseGeocoder {
  /** Places a typed city name could mean, largest first (for manual city entry). */
  search(query: string, limit?: number): Promise<Place[]>;
  /** Stops the worker; the next call starts a new one. */
  dispose(): void;
}

function startWorker(): { api: Remote<PlaceLookupApi>; stop: () => void } {
  const worker = new Worker(new URL('../../../workers/geocoder.worker.ts', import.meta.url), { type: 'module' });
  return { api: wrap<PlaceLookupApi>(worker), stop: () => worker.terminate() };
}

export function createOnDeviceGeocoder(
  tableUrl: string = publicUrl(PLACES_PATH),
  start: () => { api: Remote<PlaceLookupApi> | PlaceLookupApi; stop: () => void } = startWorker,
): OnDeviceGeocoder {
  let running: ReturnType<typeof start> | null = null;
  const api = () => (running ??= start()).api;
  return {
    async reverse(latitude, longitude) {
      const place = await api().nearest(tableUrl, latitude, longitude);
      return place
        ? { city: place.name, region: place.region, country: null, countryCode: place.countryCode, source: 'device' }
        : null;
    },
    search(query, limit) {
      return api().search(tableUrl, query, limit);
    },
    dispose() {
      running?.stop();
      running = null;
    },
  };
}
