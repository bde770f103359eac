// The on-device facility lists as served (public/data/facilities/, built at set-up time): one file per
// source, each with its own licence line, so data under different licences (OpenStreetMap's share-alike
// ODbL, the NEA's, a city's MIT) stay apart; and an index naming the files. Repeated strings are stored
// once and coordinates as integers, so ~35k places stay small.
import { COORDINATE_SCALE } from '../geo/placeTable';
import { FACILITY_TYPES, type FacilityRecord } from '../types';

export const FACILITY_LIST_FORMAT = 'recyclesmart-facilities/2';
export const FACILITY_INDEX_FORMAT = 'recyclesmart-facility-index/1';
export const FACILITY_INDEX_FILE = 'index.json';

/**
 * [type, name, latitude, longitude, street, city, state, opening hours, website, ...materials]: the type
 * indexes FACILITY_TYPES, texts index `strings`, materials index `materials`; a place with no position
 * has null for both coordinates.
 */
export type FacilityRow = (number | null)[];

export interface FacilityList {
  format: typeof FACILITY_LIST_FORMAT;
  /** The licence line of this file's source, shown with each of its places. */
  attribution: string;
  /** What it was built from: the set-up rebuilds when it changes. */
  source: string;
  strings: string[];
  materials: string[];
  rows: FacilityRow[];
}

/** public/data/facilities/index.json: the lists to load, as file names beside it. */
export interface FacilityIndex {
  format: typeof FACILITY_INDEX_FORMAT;
  files: string[];
}

export function encodeFacilityList(
  facilities: readonly Omit<FacilityRecord, 'attribution'>[],
  attribution: string,
  source: string,
): FacilityList {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const materials: string[] = [];
  const materialIds = new Map<string, number>();
  const intern = (text: string, list: string[], ids: Map<string, number>) => {
    let id = ids.get(text);
    if (id === undefined) {
      id = list.push(text) - 1;
      ids.set(text, id);
    }
    return id;
  };
  const text = (value: string) => intern(value, strings, stringIds);
  const scaled = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * COORDINATE_SCALE));
  const rows = facilities.map((f) => [
    FACILITY_TYPES.indexOf(f.type),
    text(f.name),
    scaled(f.latitude),
    scaled(f.longitude),
    text(f.street),
    text(f.city),
    text(f.state),
    text(f.opening_hours),
    text(f.website),
    ...f.accepted_materials.map((m) => intern(m, materials, materialIds)),
  ]);
  return { format: FACILITY_LIST_FORMAT, attribution, source, strings, materials, rows };
}

export function decodeFacilityList(list: FacilityList): FacilityRecord[] {
  if (list?.format !== FACILITY_LIST_FORMAT || !Array.isArray(list.rows)) throw new Error('Invalid facility list');
  const text = (id: number | null | undefined) => (id == null ? '' : (list.strings[id] ?? ''));
  const degrees = (value: number | null | undefined) => (value == null ? null : value / COORDINATE_SCALE);
  return list.rows.map(([type, name, lat, lon, street, city, state, hours, website, ...materials]) => {
    const latitude = degrees(lat);
    const longitude = degrees(lon);
    // Both or neither: half a position is none.
    const placed = latitude !== null && longitude !== null;
    return {
      type: FACILITY_TYPES[type ?? -1] ?? 'other',
      name: text(name),
      street: text(street),
      city: text(city),
      state: text(state),
      latitude: placed ? latitude : null,
      longitude: placed ? longitude : null,
      accepted_materials: materials.map((m) => (m === null ? '' : (list.materials[m] ?? ''))).filter(Boolean),
      opening_hours: text(hours),
      website: text(website),
      attribution: list.attribution,
    };
  });
}

export function readFacilityIndex(index: FacilityIndex): string[] {
  if (index?.format !== FACILITY_INDEX_FORMAT || !Array.isArray(index.files)) throw new Error('Invalid facility index');
  // Only a plain file name beside the index: the index is data, and must not send the app elsewhere.
  return index.files.filter((file) => typeof file === 'string' && /^[a-z0-9][a-z0-9.-]*\.json$/.test(file));
}
