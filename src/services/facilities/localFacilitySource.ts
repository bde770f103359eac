// The on-device FacilitySource: the lists built at set-up time (public/data/facilities/, one per source),
// loaded on first use; the places with a position searched with a k-d tree, those without listed by city.
import { around } from 'geokdbush';
import KDBush from 'kdbush';

import { publicUrl } from '../../config';
import {
  decodeFacilityList,
  FACILITY_INDEX_FILE,
  type FacilityIndex,
  type FacilityList,
  readFacilityIndex,
} from '../../domain/facilities/facilityList';
import { DEFAULT_RADIUS_MILES, inTheCity, isPlaced, withinRadius } from '../../domain/facilities/nearby';
import { milesToKm } from '../../domain/geo/distance';
import { foldName } from '../../domain/geo/placeTable';
import { acceptsMaterial } from '../../domain/materials';
import type { FacilityRecord, PlacedFacility } from '../../domain/types';
import type { FacilitySource } from './facilitySource';

export const FACILITIES_PATH = 'data/facilities/';

/** A dense city has thousands of street containers within 10 miles; the nearest 100 say enough. */
export const MAX_CANDIDATES = 100;
/**
 * And the nearest few that take what is asked for, wherever they are in the radius: Prague's old town
 * has 2 battery points among its 100 nearest containers, and a battery's list must not stop there.
 */
export const MAX_TAKERS = 10;

interface LoadedFacilities {
  placed: PlacedFacility[];
  index: KDBush | null;
  unplaced: FacilityRecord[];
  cities: Set<string>;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Facility list unavailable: ${url}: HTTP ${response.status}`);
  return response.json();
}

/** Every served list, or none when the deployment has no facility data (no index: 404). */
export async function fetchFacilityLists(base: string = publicUrl(FACILITIES_PATH)): Promise<FacilityRecord[]> {
  const response = await fetch(`${base}${FACILITY_INDEX_FILE}`);
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`Facility index unavailable: HTTP ${response.status}`);
  const files = readFacilityIndex((await response.json()) as FacilityIndex);
  const lists = await Promise.all(files.map((file) => fetchJson(`${base}${file}`)));
  return lists.flatMap((list) => decodeFacilityList(list as FacilityList));
}

function prepare(records: FacilityRecord[]): LoadedFacilities {
  const placed = records.filter(isPlaced);
  let index: KDBush | null = null;
  if (placed.length) {
    index = new KDBush(placed.length);
    for (const r of placed) index.add(r.longitude, r.latitude);
    index.finish();
  }
  return {
    placed,
    index,
    unplaced: records.filter((r) => !isPlaced(r)),
    cities: new Set(records.map((r) => foldName(r.city)).filter(Boolean)),
  };
}

export function createLocalFacilitySource(
  load: () => Promise<FacilityRecord[]> = () => fetchFacilityLists(),
): FacilitySource {
  let loaded: Promise<LoadedFacilities> | null = null;
  const facilities = () => {
    if (!loaded) {
      loaded = load().then(prepare);
      loaded.catch(() => {
        loaded = null;
      });
    }
    return loaded;
  };
  return {
    async nearby(latitude, longitude, radiusMiles = DEFAULT_RADIUS_MILES, accepting = []) {
      const { placed, index } = await facilities();
      if (!index) return [];
      // A hair wider than the radius: geokdbush uses a 6371 km sphere, the spec 3959 miles; withinRadius decides.
      const km = milesToKm(radiusMiles) * 1.001;
      const ids = new Set(around(index, longitude, latitude, MAX_CANDIDATES, km));
      for (const material of accepting) {
        const takes = (id: number) => acceptsMaterial(placed[id]!.accepted_materials, material);
        for (const id of around(index, longitude, latitude, MAX_TAKERS, km, takes)) ids.add(id);
      }
      return withinRadius(
        [...ids].map((id) => placed[id]!),
        latitude,
        longitude,
        radiusMiles,
      );
    },
    async unplacedIn(city, region) {
      return inTheCity((await facilities()).unplaced, city, region);
    },
    async hasFacilityInCity(city) {
      const wanted = foldName(city);
      return wanted !== '' && (await facilities()).cities.has(wanted);
    },
  };
}
