// `npm run seed:facilities`: writes supabase/seed/facilities.sql (git-ignored: third-party data, ODbL
// for OpenStreetMap's) from every facility set the set-up step serves (the files of ../shared/data/
// facilities and the places of the city tables), for a Supabase deployment:
// psql "$DATABASE_URL" -f supabase/seed/facilities.sql
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import type { PlaceTable } from '../src/domain/geo/placeTable';
import { importTable, mappingFiles } from './lib/cityTable/importTable';
import {
  cityFacilitySet,
  FACILITIES_DIR,
  facilityFiles,
  type FacilitySet,
  importFacilityFile,
  placeOfPoint,
} from './lib/facilityExtract';
import { facilitySeedSql } from './lib/facilitySeedSql';
import { PLACES_FILE } from './lib/servedData';

const OUTPUT = join(resolve(import.meta.dirname, '..'), 'supabase', 'seed', 'facilities.sql');

if (!existsSync(PLACES_FILE)) throw new Error(`${PLACES_FILE} is missing: run npm install first`);
const placeOf = placeOfPoint(JSON.parse(readFileSync(PLACES_FILE, 'utf8')) as PlaceTable);
const sets: FacilitySet[] = facilityFiles().map((file) => importFacilityFile(file, placeOf));
for (const mappingPath of mappingFiles()) {
  const result = importTable(mappingPath);
  const set = 'facilities' in result ? cityFacilitySet(result) : null;
  if (set) sets.push(set);
}
if (!sets.length) throw new Error(`No facility data in ${FACILITIES_DIR} nor in the city tables`);

mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(
  OUTPUT,
  facilitySeedSql(
    sets.flatMap((set) => set.facilities),
    [...new Set(sets.map((set) => set.attribution))],
  ),
);
for (const set of sets) console.log(`seed: ${set.id}: ${set.summary}`);
console.log(`seed: wrote ${OUTPUT}`);
