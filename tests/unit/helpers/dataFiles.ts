// The data the set-up step builds into public/data (npm install / npm test run it first).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FacilityList } from '../../../src/domain/facilities/facilityList';
import type { PlaceTable } from '../../../src/domain/geo/placeTable';

const DATA_DIR = join(import.meta.dirname, '..', '..', '..', 'public', 'data');
export const OSM_EXTRACT = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'shared',
  'data',
  'facilities',
  'cz-osm-amenity-recycling-2024-02-13.geojson.gz',
);

function readBuilt<T>(name: string): T {
  const file = join(DATA_DIR, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run setup\` (npm install and npm test do)`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export const readPlaceTable = () => readBuilt<PlaceTable>('places.json');
export const readFacilityList = () => readBuilt<FacilityList>('facilities.json');
export const hasOsmExtract = () => existsSync(OSM_EXTRACT);
