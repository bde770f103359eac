// `npm run seed:facilities`: writes supabase/seed/facilities.sql (git-ignored: ODbL data) from the
// OpenStreetMap extract, for a Supabase deployment: psql "$DATABASE_URL" -f supabase/seed/facilities.sql
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import type { PlaceTable } from '../src/domain/geo/placeTable';
import { FACILITIES_ATTRIBUTION, FACILITIES_DIR, findExtract, importExtract } from './lib/facilityExtract';
import { facilitySeedSql } from './lib/facilitySeedSql';
import { PLACES_FILE } from './lib/servedData';

const OUTPUT = join(resolve(import.meta.dirname, '..'), 'supabase', 'seed', 'facilities.sql');

const extract = findExtract();
if (!extract) throw new Error(`No OpenStreetMap extract (*.geojson or *.geojson.gz) in ${FACILITIES_DIR}`);
if (!existsSync(PLACES_FILE)) throw new Error(`${PLACES_FILE} is missing: run npm install first`);

const { facilities, report } = importExtract(extract, JSON.parse(readFileSync(PLACES_FILE, 'utf8')) as PlaceTable);
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, facilitySeedSql(facilities, FACILITIES_ATTRIBUTION));
console.log(`seed: wrote ${OUTPUT} (${report.imported} of ${report.features} points)`);
