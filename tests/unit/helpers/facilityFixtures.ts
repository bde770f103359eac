// Places in the facility format for tests: a Prague street container by default, changed where a test says.
import type { FacilityNearPoint, FacilityRecord, PlacedFacility } from '../../../src/domain/types';

export const OSM_CREDIT = '© OpenStreetMap contributors, ODbL 1.0 (openstreetmap.org/copyright)';

export const facilityRecord = (changes: Partial<FacilityRecord> = {}): FacilityRecord => ({
  name: '',
  type: 'container',
  street: '',
  city: 'Prague',
  state: 'Prague',
  latitude: 50.088,
  longitude: 14.42,
  accepted_materials: [],
  opening_hours: '',
  website: '',
  attribution: OSM_CREDIT,
  ...changes,
});

export const placedFacility = (changes: Partial<PlacedFacility> = {}): PlacedFacility => ({
  ...facilityRecord(),
  latitude: 50.088,
  longitude: 14.42,
  ...changes,
});

export const facilityNearPoint = (changes: Partial<FacilityNearPoint> = {}): FacilityNearPoint => ({
  ...placedFacility(),
  distance_miles: 0,
  ...changes,
});
