import type { FacilityNearPoint } from '../../domain/types';

/**
 * Where recycling points come from: the backend's get_nearby_facilities when Supabase is configured,
 * otherwise the on-device list built from OpenStreetMap data. Screens never know which.
 */
export interface FacilitySource {
  /** Facilities within radiusMiles (default 10) of the point, nearest first. */
  nearby(latitude: number, longitude: number, radiusMiles?: number): Promise<FacilityNearPoint[]>;
  /** Whether any facility is known in the city: the recyclability score's facility factor. */
  hasFacilityInCity(city: string): Promise<boolean>;
}
