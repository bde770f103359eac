// OpenStreetMap amenity=recycling features (GeoJSON points, as Overpass exports reduce them) to the
// app's facility records: name, coordinates, accepted materials from recycling:<key>=yes tags, and
// city/state from the on-device place list (OSM points rarely carry an address).
import { materialForOsmKey } from '../materials';
import { clipText } from '../text';
import type { FacilityRecord } from '../types';

/** Names for unnamed points, by recycling_type; shown translated (see facilities.generic in the locales). */
export const GENERIC_FACILITY_NAMES = {
  centre: 'Recycling centre',
  container: 'Recycling container',
  bin: 'Recycling bin',
  other: 'Recycling point',
} as const;
export type FacilityKind = keyof typeof GENERIC_FACILITY_NAMES;

/** OSM names are free text typed by mappers: cut absurd ones rather than let them break a card. */
export const MAX_FACILITY_NAME_LENGTH = 120;

export interface PlaceOfPoint {
  city: string;
  state: string;
}

export interface OsmImportReport {
  features: number;
  imported: number;
  skipped: { notRecycling: number; badGeometry: number };
  named: number;
  withMaterials: number;
  byKind: Record<FacilityKind, number>;
  withoutCity: number;
}

/** A facility with the OSM element it came from ('osm:node/123'), so a re-import updates, never duplicates. */
export interface ImportedFacility extends FacilityRecord {
  source_ref: string;
}

export interface OsmImport {
  facilities: ImportedFacility[];
  report: OsmImportReport;
}

type Properties = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointOf(geometry: unknown): { latitude: number; longitude: number } | null {
  if (!isRecord(geometry) || geometry.type !== 'Point' || !Array.isArray(geometry.coordinates)) return null;
  const [longitude, latitude] = geometry.coordinates as unknown[];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    return null;
  }
  return { latitude, longitude };
}

function kindOf(properties: Properties): FacilityKind {
  const type = properties.recycling_type;
  return type === 'centre' || type === 'container' || type === 'bin' ? type : 'other';
}

/** The materials of every recycling:<key>=yes tag (only "yes": "no" and odd values say nothing accepted). */
export function acceptedMaterials(properties: Properties): string[] {
  const materials = new Set<string>();
  for (const [tag, value] of Object.entries(properties)) {
    if (!tag.startsWith('recycling:') || typeof value !== 'string' || value.trim().toLowerCase() !== 'yes') continue;
    const key = tag.slice('recycling:'.length);
    if (key) materials.add(materialForOsmKey(key));
  }
  return [...materials].sort();
}

export function importOsmRecycling(
  collection: unknown,
  placeOf: (latitude: number, longitude: number) => PlaceOfPoint | null,
): OsmImport {
  const features = isRecord(collection) && Array.isArray(collection.features) ? collection.features : [];
  const report: OsmImportReport = {
    features: features.length,
    imported: 0,
    skipped: { notRecycling: 0, badGeometry: 0 },
    named: 0,
    withMaterials: 0,
    byKind: { centre: 0, container: 0, bin: 0, other: 0 },
    withoutCity: 0,
  };
  const facilities: ImportedFacility[] = [];
  for (const feature of features as unknown[]) {
    const properties: Properties = isRecord(feature) && isRecord(feature.properties) ? feature.properties : {};
    if (properties.amenity !== 'recycling') {
      report.skipped.notRecycling += 1;
      continue;
    }
    const point = pointOf(isRecord(feature) ? feature.geometry : null);
    if (!point) {
      report.skipped.badGeometry += 1;
      continue;
    }
    const kind = kindOf(properties);
    const ownName = clipText(properties.name, MAX_FACILITY_NAME_LENGTH);
    const place = placeOf(point.latitude, point.longitude);
    // A mapped address beats the nearest town centre, which can be the neighbouring town.
    const city = clipText(properties['addr:city'], MAX_FACILITY_NAME_LENGTH) || place?.city || '';
    const accepted = acceptedMaterials(properties);
    const osmId =
      isRecord(feature) && typeof feature.id === 'string' ? feature.id : `point/${point.latitude},${point.longitude}`;
    facilities.push({
      source_ref: `osm:${osmId}`,
      name: ownName || GENERIC_FACILITY_NAMES[kind],
      city,
      state: place?.state ?? '',
      latitude: point.latitude,
      longitude: point.longitude,
      accepted_materials: accepted,
    });
    report.imported += 1;
    report.byKind[kind] += 1;
    if (ownName) report.named += 1;
    if (accepted.length) report.withMaterials += 1;
    if (!city) report.withoutCity += 1;
  }
  return { facilities, report };
}
