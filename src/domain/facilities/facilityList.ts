// The on-device facility list as served (public/data/facilities.json, built at set-up time from the
// OpenStreetMap extract): repeated strings stored once, coordinates as integers, so ~29k points stay small.
import { COORDINATE_SCALE } from '../geo/placeTable';
import type { FacilityRecord } from '../types';

export const FACILITY_LIST_FORMAT = 'recyclesmart-facilities/1';

/** [name, latitude, longitude, city, state, ...materials]: names, cities and states index `strings`, materials index `materials`. */
export type FacilityRow = number[];

export interface FacilityList {
  format: typeof FACILITY_LIST_FORMAT;
  attribution: string;
  /** What it was built from: the set-up rebuilds when it changes. */
  source: string;
  strings: string[];
  materials: string[];
  rows: FacilityRow[];
}

export function encodeFacilityList(
  facilities: readonly FacilityRecord[],
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
  const rows = facilities.map((f) => [
    intern(f.name, strings, stringIds),
    Math.round(f.latitude * COORDINATE_SCALE),
    Math.round(f.longitude * COORDINATE_SCALE),
    intern(f.city, strings, stringIds),
    intern(f.state, strings, stringIds),
    ...f.accepted_materials.map((m) => intern(m, materials, materialIds)),
  ]);
  return { format: FACILITY_LIST_FORMAT, attribution, source, strings, materials, rows };
}

export function decodeFacilityList(list: FacilityList): FacilityRecord[] {
  if (list?.format !== FACILITY_LIST_FORMAT || !Array.isArray(list.rows)) throw new Error('Invalid facility list');
  const text = (id: number | undefined) => (id === undefined ? '' : (list.strings[id] ?? ''));
  return list.rows.map(([name, lat, lon, city, state, ...materials]) => ({
    name: text(name),
    city: text(city),
    state: text(state),
    latitude: (lat ?? 0) / COORDINATE_SCALE,
    longitude: (lon ?? 0) / COORDINATE_SCALE,
    accepted_materials: materials.map((m) => list.materials[m] ?? '').filter(Boolean),
  }));
}
