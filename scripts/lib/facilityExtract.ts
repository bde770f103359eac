// The facility sets: each GeoJSON file in ../shared/data/facilities (or RECYCLESMART_SHARED_DATA/
// facilities) — OpenStreetMap amenity=recycling extracts, and Singapore's NEA e-waste points — and the
// places of each city table with a places table (knowledge/imports/), all in the one facility format,
// with towns from the on-device place list. Shared by the set-up step (the on-device lists) and the
// Supabase seed (the recycling_facilities table).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import type { ImportedFacility, PlaceOfPoint } from '../../src/domain/facilities/facilityImport';
import { importNeaEwaste, NEA_ATTRIBUTION } from '../../src/domain/facilities/neaImport';
import { importOsmRecycling, OSM_ATTRIBUTION } from '../../src/domain/facilities/osmImport';
import { PlaceIndex, type PlaceTable } from '../../src/domain/geo/placeTable';
import type { BuiltImport } from './cityTable/importTable';
import { SHARED_DATA_DIR } from './servedData';

export const FACILITIES_DIR = join(SHARED_DATA_DIR, 'facilities');

/** One source's places, kept apart from the others' (each has its own licence). */
export interface FacilitySet {
  /** The served file's name without .json: the source file's name, or the city pack's id. */
  id: string;
  attribution: string;
  facilities: ImportedFacility[];
  /** What the import says it did, for the set-up's log. */
  summary: string;
}

const GEOJSON = /\.geojson(\.gz)?$/;
/** Singapore's NEA file is told by its name; every other GeoJSON file is an OpenStreetMap extract. */
const NEA_FILE = /^sg-nea-ewaste-/;

/** The GeoJSON files of the facilities folder, in name order (none when it is not there). */
export function facilityFiles(dir = FACILITIES_DIR): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => GEOJSON.test(file))
        .sort()
        .map((file) => join(dir, file))
    : [];
}

export function readGeoJson(file: string): unknown {
  const bytes = readFileSync(file);
  return JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
}

/** The town and region of a point: the nearest place of the on-device list. */
export function placeOfPoint(places: PlaceTable): PlaceOfPoint {
  const index = PlaceIndex.fromTable(places);
  return (lat, lon) => {
    const place = index.nearest(lat, lon);
    return place ? { city: place.name, state: place.region ?? '' } : null;
  };
}

/** A GeoJSON file's set id: its name without the extension. */
export const facilitySetId = (file: string): string => basename(file).replace(GEOJSON, '');

/** One GeoJSON file's places. */
export function importFacilityFile(file: string, placeOf: PlaceOfPoint): FacilitySet {
  const id = facilitySetId(file);
  const collection = readGeoJson(file);
  if (NEA_FILE.test(basename(file))) {
    const { facilities, report } = importNeaEwaste(collection, placeOf);
    return {
      id,
      attribution: NEA_ATTRIBUTION,
      facilities,
      summary: `${report.imported} of ${report.features} points, ${report.skipped.collectionDrives} past collection drives left out`,
    };
  }
  const { facilities, report } = importOsmRecycling(collection, placeOf);
  return {
    id,
    attribution: OSM_ATTRIBUTION,
    facilities,
    summary: `${report.imported} of ${report.features} points, ${report.named} named, ${report.withStreet} with a street`,
  };
}

/** A city table's places, when it has any. */
export function cityFacilitySet(result: BuiltImport): FacilitySet | null {
  if (!result.facilities.length) return null;
  const placed = result.facilities.filter((f) => f.latitude !== null).length;
  return {
    id: result.pack.id,
    attribution: result.mapping.pack.source.attribution,
    facilities: result.facilities,
    summary: `${result.facilities.length} places of the city's table, ${placed} with a position`,
  };
}
