// The page's side of the geocoder worker: starts it on first use, so the 0.7 MB place list is only
// fetched when a location is actually needed, and the location never leaves the device.
import { publicUrl } from '../../config';
import type { Place, PlaceLookupApi } from '../../domain/geo/placeTable';
import { WorkerBridge, type WorkerLike } from '../workers/workerBridge';
import type { ReverseGeocoder } from './geocoder';

export const PLACES_PATH = 'data/places.json';
/** The place list is quick to load again; a minute after the last look-up its memory is given back. */
const IDLE_RELEASE_MS = 60_000;
/** A look-up takes milliseconds once the list is loaded; the first one includes its 0.7 MB download. */
const LOOKUP_TIMEOUT_MS = 30_000;

export interface OnDeviceGeocoder extends ReverseGeocoder {
  /** Places a typed city name could mean, largest first (for manual city entry). */
  search(query: string, limit?: number, signal?: AbortSignal): Promise<Place[]>;
  /** Stops the worker; the next call starts a new one. */
  dispose(): void;
}

const startWorker = (): WorkerLike =>
  new Worker(new URL('../../../workers/geocoder.worker.ts', import.meta.url), { type: 'module', name: 'geocoder' });

export function createOnDeviceGeocoder(
  tableUrl: string = publicUrl(PLACES_PATH),
  createWorker: () => WorkerLike = startWorker,
): OnDeviceGeocoder {
  const workers = new WorkerBridge<PlaceLookupApi>({
    createWorker,
    failure: (reason, detail) => new Error(`On-device place list unavailable (${reason}): ${detail}`),
    idleReleaseMs: IDLE_RELEASE_MS,
    // Starting again costs a cached fetch: an abandoned look-up ends with its worker.
    terminateOnAbort: true,
  });
  return {
    async reverse(latitude, longitude) {
      const place = await workers.call((api) => api.nearest(tableUrl, latitude, longitude), {
        timeoutMs: LOOKUP_TIMEOUT_MS,
      });
      return place
        ? { city: place.name, region: place.region, country: null, countryCode: place.countryCode, source: 'device' }
        : null;
    },
    search(query, limit, signal) {
      return workers.call((api) => api.search(tableUrl, query, limit), { signal, timeoutMs: LOOKUP_TIMEOUT_MS });
    },
    dispose: () => workers.dispose(),
  };
}
