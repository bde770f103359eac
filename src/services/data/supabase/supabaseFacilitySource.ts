// Recycling points from the Supabase project: get_nearby_facilities and recycling_facilities by city.
import type { SupabaseClient } from '@supabase/supabase-js';

import type { FacilityNearPoint } from '../../../domain/types';
import type { FacilitySource } from '../../facilities/facilitySource';

export const DEFAULT_NEARBY_RADIUS_MILES = 10;

/** Database errors on facility look-ups yield an empty list (spec section 8): the screen says none found. */
export function createSupabaseFacilitySource(client: SupabaseClient): FacilitySource {
  return {
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
      return (data as (FacilityNearPoint & { id?: number })[]).map((row) => ({
        name: row.name,
        city: row.city,
        state: row.state,
        latitude: row.latitude,
        longitude: row.longitude,
        accepted_materials: row.accepted_materials ?? [],
        distance_miles: row.distance_miles,
      }));
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
