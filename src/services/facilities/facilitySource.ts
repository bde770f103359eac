import type { FacilityNearPoint, FacilityRecord } from '../../domain/types';

/**
 * Where places that take waste come from: the backend's recycling_facilities when Supabase is
 * configured, otherwise the on-device lists built from the shared data. Screens never know which.
 */
export interface FacilitySource {
  /**
   * Places within radiusMiles (default 10) of the point, nearest first; among them the nearest that
   * take each of `accepting` (materials), even where many nearer places take something else.
   */
  nearby(
    latitude: number,
    longitude: number,
    radiusMiles?: number,
    accepting?: readonly string[],
  ): Promise<FacilityNearPoint[]>;
  /** The city's places its source gives no position for (a city's table of street addresses). */
  unplacedIn(city: string, region?: string): Promise<FacilityRecord[]>;
  /** Whether any facility is known in the city: the recyclability score's facility factor. */
  hasFacilityInCity(city: string): Promise<boolean>;
}
