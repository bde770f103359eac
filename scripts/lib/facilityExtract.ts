// The OpenStreetMap extract in ../shared/data/facilities (or RECYCLESMART_SHARED_DATA/facilities),
// imported with towns from the on-device place list: shared by the set-up step (the on-device list) and
// the Supabase seed (the recycling_facilities table).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { importOsmRecycling, type OsmImport } from '../../src/domain/facilities/osmImport';
import { PlaceIndex, type PlaceTable } from '../../src/domain/geo/placeTable';
import { SHARED_DATA_DIR } from './servedData';

export const FACILITIES_DIR = join(SHARED_DATA_DIR, 'facilities');
export const FACILITIES_ATTRIBUTION = '© OpenStreetMap contributors, ODbL 1.0 (openstreetmap.org/copyright)';

export function findExtract(): string | null {
  if (!existsSync(FACILITIES_DIR)) return null;
  const file = readdirSync(FACILITIES_DIR)
    .sort()
    .find((f) => /\.geojson(\.gz)?$/.test(f));
  return file ? join(FACILITIES_DIR, file) : null;
}

export function readGeoJson(file: string): unknown {
  const bytes = readFileSync(file);
  return JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
}

export function importExtract(file: string, places: PlaceTable): OsmImport {
  const index = PlaceIndex.fromTable(places);
  return importOsmRecycling(readGeoJson(file), (lat, lon) => {
    const place = index.nearest(lat, lon);
    return place ? { city: place.name, state: place.region ?? '' } : null;
  });
}
