// What every facility importer shares (OpenStreetMap, Singapore's NEA, a city's table of places): the
// imported record with its stable reference, the town of a point, and reading GeoJSON defensively
// (a published file is data from outside: a feature without a usable point is skipped, never guessed).
import { clipText } from '../text';
import type { FacilityRecord } from '../types';

/** A facility with where it came from ('osm:node/123'), so a re-import updates, never duplicates. */
export interface ImportedFacility extends FacilityRecord {
  source_ref: string;
}

/** The town and region of a point, from the on-device place list (sources rarely give them). */
export type PlaceOfPoint = (latitude: number, longitude: number) => { city: string; state: string } | null;

/** Names, streets and hours are free text typed by people: absurdly long ones are cut rather than break a card. */
export const MAX_FACILITY_NAME_LENGTH = 120;
/** Streets run longer than names where they say which floor and which shop ("#03-39, beside the cashier"). */
const MAX_FACILITY_TEXT_LENGTH = 200;

/** A source's free text as one clean line: control characters, and a badly converted file's U+FFFD, gone. */
export const facilityText = (value: unknown, maxLength = MAX_FACILITY_TEXT_LENGTH): string =>
  clipText(typeof value === 'string' ? value.replaceAll('\uFFFD', '') : value, maxLength);

/** Cut, an address leads nowhere: a longer one is no link rather than a broken one. */
const MAX_WEBSITE_LENGTH = 500;

/**
 * A link a card may open: an http(s) address as the source gives it, whole; anything else (a bare
 * domain, a javascript: URL) is no link.
 */
export function facilityWebsite(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length <= MAX_WEBSITE_LENGTH && /^https?:\/\/[^\s]+$/i.test(text) ? text : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A GeoJSON collection's features, or none when it is not one. */
export function featuresOf(collection: unknown): unknown[] {
  return isRecord(collection) && Array.isArray(collection.features) ? collection.features : [];
}

/** A feature's own properties, or none. */
export function propertiesOf(feature: unknown): Record<string, unknown> {
  return isRecord(feature) && isRecord(feature.properties) ? feature.properties : {};
}

/** A feature's point, when it is a real position ([longitude, latitude] in range). */
export function pointOf(feature: unknown): { latitude: number; longitude: number } | null {
  const geometry = isRecord(feature) ? feature.geometry : null;
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
