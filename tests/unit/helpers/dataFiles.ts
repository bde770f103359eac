// The data the set-up step builds into public/data (npm install / npm test run it first), and the
// shared facility files it builds them from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  decodeFacilityList,
  FACILITY_INDEX_FILE,
  type FacilityIndex,
  type FacilityList,
  readFacilityIndex,
} from '../../../src/domain/facilities/facilityList';
import type { PlaceTable } from '../../../src/domain/geo/placeTable';
import type { FacilityRecord } from '../../../src/domain/types';

const DATA_DIR = join(import.meta.dirname, '..', '..', '..', 'public', 'data');
const SHARED_FACILITIES = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'data', 'facilities');

export const CZECH_OSM = join(SHARED_FACILITIES, 'cz-osm-amenity-recycling-2024-02-13.geojson.gz');
export const MALAGA_OSM = join(SHARED_FACILITIES, 'es-malaga-osm-2022-05-27.geojson.gz');
export const SINGAPORE_NEA = join(SHARED_FACILITIES, 'sg-nea-ewaste-2022-07-01.geojson');

function readBuilt<T>(name: string): T {
  const file = join(DATA_DIR, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run setup\` (npm install and npm test do)`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export const readPlaceTable = () => readBuilt<PlaceTable>('places.json');

/** The served facility list files, as the index names them. */
export const servedFacilityFiles = (): string[] =>
  readFacilityIndex(readBuilt<FacilityIndex>(`facilities/${FACILITY_INDEX_FILE}`));

export const readFacilityList = (file: string) => readBuilt<FacilityList>(`facilities/${file}`);

/** Every served place, as the app loads them. */
export const readServedFacilities = (): FacilityRecord[] =>
  servedFacilityFiles().flatMap((file) => decodeFacilityList(readFacilityList(file)));
