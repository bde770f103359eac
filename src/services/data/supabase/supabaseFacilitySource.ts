// Places that take waste from the Supabase project: get_nearby_facilities for a point, and
// recycling_facilities by city for the places with no position (and for whether a city has any).
import type { SupabaseClient } from '@supabase/supabase-js';

import { inTheCity } from '../../../domain/facilities/nearby';
import type { FacilityNearPoint, FacilityRecord } from '../../../domain/types';
import type { FacilitySource } from '../../facilities/facilitySource';

export const DEFAULT_NEARBY_RADIUS_MILES = 10;

/** The facility format's columns (supabase/migrations/20261130000000_facility_format.sql). */
const FACILITY_COLUMNS =
  'name,type,street,city,state,latitude,longitude,accepted_materials,opening_hours,website,attribution';

/** A row as the format has it, without the extra columns a call returns (id, distance). */
const record = (row: FacilityRecord): FacilityRecord => ({
  name: row.name,
  type: row.type,
  street: row.street,
  city: row.city,
  state: row.state,
  latitude: row.latitude,
  longitude: row.longitude,
  accepted_materials: row.accepted_materials,
  opening_hours: row.opening_hours,
  website: row.website,
  attribution: row.attribution,
});

/** Database errors on facility look-ups yield an empty list (spec section 8): the screen says none found. */
export function createSupabaseFacilitySource(client: SupabaseClient): FacilitySource {
  return {
    // The function returns every place in the radius, so the nearest that take a material are among them.
    async nearby(latitude, longitude, radiusMiles = DEFAULT_NEARBY_RADIUS_MILES) {
      const { data, error } = await client.rpc('get_nearby_facilities', {
        p_latitude: latitude,
        p_longitude: longitude,
        p_radius_miles: radiusMiles,
      });
      if (error || !Array.isArray(data)) {
        console.error('get_nearby_facilities failed', error);
        return [];
      }
      return (data as FacilityNearPoint[]).map((row) => ({
        ...record(row),
        latitude: row.latitude,
        longitude: row.longitude,
        distance_miles: row.distance_miles,
      }));
    },

    async unplacedIn(city, region) {
      const { data, error } = await client
        .from('recycling_facilities')
        .select(FACILITY_COLUMNS)
        .eq('city', city)
        .is('latitude', null);
      if (error) {
        console.error('recycling_facilities look-up failed', error);
        return [];
      }
      return inTheCity((data as FacilityRecord[]).map(record), city, region);
    },

    async hasFacilityInCity(city) {
      const { data, error } = await client.from('recycling_facilities').select('id').eq('city', city).limit(1);
      if (error) {
        console.error('recycling_facilities look-up failed', error);
        return false;
      }
      return (data ?? []).length > 0;
    },
  };
}
