// The on-device FacilitySource: the list built at set-up time from OpenStreetMap (public/data/
// facilities.json), loaded on first use and searched with a k-d tree.
import { around } from 'geokdbush';
import KDBush from 'kdbush';

import { publicUrl } from '../../config';
import { decodeFacilityList, type FacilityList } from '../../domain/facilities/facilityList';
import { DEFAULT_RADIUS_MILES, withinRadius } from '../../domain/facilities/nearby';
import { milesToKm } from '../../domain/geo/distance';
import { foldName } from '../../domain/geo/placeTable';
import type { FacilityRecord } from '../../domain/types';
import type { FacilitySource } from './facilitySource';

export const FACILITIES_PATH = 'data/facilities.json';

/** A dense city has thousands of street containers within 10 miles; the nearest 100 say enough. */
export const MAX_CANDIDATES = 100;

interface LoadedFacilities {
  records: FacilityRecord[];
  index: KDBush | null;
  cities: Set<string>;
}

/** The served list, or none when the deployment has no extract (404): the app then knows no facility. */
export async function fetchFacilityList(url: string = publicUrl(FACILITIES_PATH)): Promise<FacilityRecord[]> {
  const response = await fetch(url);
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`Facility list unavailable: HTTP ${response.status}`);
  return decodeFacilityList((await response.json()) as FacilityList);
}

function prepare(records: FacilityRecord[]): LoadedFacilities {
  let index: KDBush | null = null;
  if (records.length) {
    index = new KDBush(records.length);
    for (const r of records) index.add(r.longitude, r.latitude);
    index.finish();
  }
  return { records, index, cities: new Set(records.map((r) => foldName(r.city)).filter(Boolean)) };
}

export function createLocalFacilitySource(
  load: () => Promise<FacilityRecord[]> = () => fetchFacilityList(),
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
    async nearby(latitude, longitude, radiusMiles = DEFAULT_RADIUS_MILES) {
      const { records, index } = await facilities();
      if (!index) return [];
      // A hair wider than the radius: geokdbush uses a 6371 km sphere, the spec 3959 miles; withinRadius decides.
      const ids = around(index, longitude, latitude, MAX_CANDIDATES, milesToKm(radiusMiles) * 1.001);
      return withinRadius(
        ids.map((id) => records[id]!),
        latitude,
        longitude,
        radiusMiles,
      );
    },
    async hasFacilityInCity(city) {
      const wanted = foldName(city);
      return wanted !== '' && (await facilities()).cities.has(wanted);
    },
  };
}
