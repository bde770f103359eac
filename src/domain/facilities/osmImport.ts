// OpenStreetMap amenity=recycling features (GeoJSON points, as Overpass exports reduce them) to the
// facility format: the point's type, its own name (none is made up: the card names an unnamed point by
// its type and what it takes), its street where mapped, the accepted materials from recycling:<key>=yes
// tags, opening hours and website where mapped, and the town and region from the on-device place list
// (OSM points rarely carry an address).
import { materialForOsmKey } from '../materials';
import type { FacilityType } from '../types';
import {
  facilityText,
  facilityWebsite,
  featuresOf,
  type ImportedFacility,
  MAX_FACILITY_NAME_LENGTH,
  type PlaceOfPoint,
  pointOf,
  propertiesOf,
} from './facilityImport';

/** The line ODbL asks for wherever OpenStreetMap's data is shown. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors, ODbL 1.0 (openstreetmap.org/copyright)';

export interface OsmImportReport {
  features: number;
  imported: number;
  skipped: { notRecycling: number; badGeometry: number };
  named: number;
  withMaterials: number;
  byType: Record<FacilityType, number>;
  withStreet: number;
  withoutCity: number;
}

export interface OsmImport {
  facilities: ImportedFacility[];
  report: OsmImportReport;
}

type Properties = Record<string, unknown>;

/** OSM's recycling_type: a "bin" is a small container; anything else unknown stays other. */
function typeOf(properties: Properties): FacilityType {
  const type = properties.recycling_type;
  if (type === 'centre') return 'centre';
  return type === 'container' || type === 'bin' ? 'container' : 'other';
}

/** The mapped street and house number ("Calle Larios 4"), or the place name of an address without a street. */
function streetOf(properties: Properties): string {
  const street = facilityText(properties['addr:street']) || facilityText(properties['addr:place']);
  const number = facilityText(properties['addr:housenumber']);
  return street && number ? `${street} ${number}` : street;
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

export function importOsmRecycling(collection: unknown, placeOf: PlaceOfPoint): OsmImport {
  const features = featuresOf(collection);
  const report: OsmImportReport = {
    features: features.length,
    imported: 0,
    skipped: { notRecycling: 0, badGeometry: 0 },
    named: 0,
    withMaterials: 0,
    byType: { container: 0, centre: 0, shop: 0, other: 0 },
    withStreet: 0,
    withoutCity: 0,
  };
  const facilities: ImportedFacility[] = [];
  for (const feature of features) {
    const properties = propertiesOf(feature);
    if (properties.amenity !== 'recycling') {
      report.skipped.notRecycling += 1;
      continue;
    }
    const point = pointOf(feature);
    if (!point) {
      report.skipped.badGeometry += 1;
      continue;
    }
    const type = typeOf(properties);
    const name = facilityText(properties.name, MAX_FACILITY_NAME_LENGTH);
    const street = streetOf(properties);
    const place = placeOf(point.latitude, point.longitude);
    // A mapped address beats the nearest town centre, which can be the neighbouring town.
    const city = facilityText(properties['addr:city'], MAX_FACILITY_NAME_LENGTH) || place?.city || '';
    const accepted = acceptedMaterials(properties);
    const id = (feature as { id?: unknown }).id;
    facilities.push({
      source_ref: `osm:${typeof id === 'string' ? id : `point/${point.latitude},${point.longitude}`}`,
      name,
      type,
      street,
      city,
      state: place?.state ?? '',
      latitude: point.latitude,
      longitude: point.longitude,
      accepted_materials: accepted,
      opening_hours: facilityText(properties.opening_hours),
      website: facilityWebsite(properties.website),
      attribution: OSM_ATTRIBUTION,
    });
    report.imported += 1;
    report.byType[type] += 1;
    if (name) report.named += 1;
    if (street) report.withStreet += 1;
    if (accepted.length) report.withMaterials += 1;
    if (!city) report.withoutCity += 1;
  }
  return { facilities, report };
}
