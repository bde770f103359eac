// Singapore's e-waste collection points as the National Environment Agency publishes them (GeoJSON of
// its OneMap theme; ../shared/data/facilities/SOURCE.md) to the facility format: the building as the
// name, the street with its postcode, the type from how the point collects (a bin, a staffed counter,
// ALBA's own drop-off), and what it takes from its description. The one-day collection drives of June
// 2022 are long over: they are dropped, not shown as places.
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

export const NEA_ATTRIBUTION =
  "Contains information from the National Environment Agency's E-waste Recycling collection points, © National Environment Agency (nea.gov.sg/open-data-licence)";

/**
 * What a point takes, from the words of its description. Lamps are a material of their own: a bin for
 * "batteries and lamps" must not look as if it took a phone.
 */
const ACCEPTS: readonly (readonly [RegExp, string])[] = [
  [/ICT equipment|Non-regulated products|Large Household Appliances|Electric Mobility/i, 'e-waste'],
  [/Batter/i, 'battery'],
  [/Lamps/i, 'lamps'],
];

/** "Bin collection", "Manned collection (Contact staff…)", "Drop-off and Bin collection": the description's first part. */
function typeOf(collection: string): FacilityType {
  if (/^Drop-off/i.test(collection)) return 'centre';
  if (/^Manned/i.test(collection)) return 'shop';
  return /^Bin/i.test(collection) ? 'container' : 'other';
}

const isCollectionDrive = (collection: string, building: string) =>
  /collection drive/i.test(collection) || building.startsWith('[Available');

export interface NeaImport {
  facilities: ImportedFacility[];
  report: { features: number; imported: number; skipped: { collectionDrives: number; badGeometry: number } };
}

export function importNeaEwaste(collection: unknown, placeOf: PlaceOfPoint): NeaImport {
  const features = featuresOf(collection);
  const report = { features: features.length, imported: 0, skipped: { collectionDrives: 0, badGeometry: 0 } };
  const facilities: ImportedFacility[] = [];
  const refs = new Set<string>();
  for (const feature of features) {
    const properties = propertiesOf(feature);
    const description = typeof properties.DESCRIPTION === 'string' ? properties.DESCRIPTION : '';
    const name = facilityText(properties.ADDRESSBUILDINGNAME, MAX_FACILITY_NAME_LENGTH);
    const [collectionKind = ''] = description.split(';');
    if (isCollectionDrive(collectionKind, name)) {
      report.skipped.collectionDrives += 1;
      continue;
    }
    const point = pointOf(feature);
    if (!point) {
      report.skipped.badGeometry += 1;
      continue;
    }
    // 38 postcodes lost their leading zero in the published file ("18989" for 018989).
    const postcode = facilityText(properties.ADDRESSPOSTALCODE).padStart(6, '0');
    const streetName = facilityText(properties.ADDRESSSTREETNAME);
    const street = [streetName, /^\d{6}$/.test(postcode) ? `Singapore ${postcode}` : ''].filter(Boolean).join(', ');
    const place = placeOf(point.latitude, point.longitude);
    // The file has no ids: the postcode, building and street (with its floor and unit) tell points apart.
    const ref = `sg-nea:${postcode}/${name}/${streetName}`;
    let unique = ref;
    for (let n = 2; refs.has(unique); n += 1) unique = `${ref}#${n}`;
    refs.add(unique);
    // Several links are separated by "; ": the first is the programme's own page.
    const [website] = (typeof properties.HYPERLINK === 'string' ? properties.HYPERLINK : '').split(';');
    facilities.push({
      source_ref: unique,
      name,
      type: typeOf(collectionKind),
      street,
      city: place?.city ?? 'Singapore',
      state: place?.state ?? '',
      latitude: point.latitude,
      longitude: point.longitude,
      accepted_materials: ACCEPTS.filter(([words]) => words.test(description))
        .map(([, material]) => material)
        .sort(),
      opening_hours: '',
      website: facilityWebsite(website),
      attribution: NEA_ATTRIBUTION,
    });
    report.imported += 1;
  }
  return { facilities, report };
}
