// The on-device place list (GeoNames towns of 5,000+ people with their state names, built at set-up
// time by scripts/setup-data.ts) and the two questions asked of it: which place is nearest to a point,
// and which places a typed name could mean. Pure: used by the geocoder worker and by the set-up.
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';

export const PLACE_TABLE_FORMAT = 'recyclesmart-places/1';

/** Coordinates are stored as integers of 1/10,000 degree (about 11 m): small and precise enough. */
export const COORDINATE_SCALE = 10_000;

/**
 * Past this a point is in open sea or wilderness: naming the "nearest" town would mislead, so the
 * geocoder answers no city rather than a wrong one.
 */
export const MAX_PLACE_DISTANCE_KM = 150;

/** How much farther than the nearest centre a larger place's may be and still be the one named. */
export const NEAR_AS_NEAR_KM = 2;
/** The nearest centres looked at for a larger place nearly as near. */
const NEAREST_CANDIDATES = 8;

/** Columns, one entry per place, ordered by population (largest first). */
export interface PlaceTable {
  format: typeof PLACE_TABLE_FORMAT;
  attribution: string;
  /** The packages and versions it was built from: the set-up rebuilds when they change. */
  source: string;
  countries: string[];
  regions: string[];
  names: string[];
  /** Index into countries. */
  country: number[];
  /** Index into regions, or -1 when GeoNames has no name for the place's first-level division. */
  region: number[];
  lat: number[];
  lon: number[];
}

export interface Place {
  name: string;
  /** State, province or region (GeoNames admin1), when known. */
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface NearestPlace extends Place {
  distanceKm: number;
}

/** Case- and accent-insensitive form for matching typed names ("bogota" finds Bogotá). */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function assertTable(table: PlaceTable): void {
  const n = table?.names?.length;
  const columns = [table?.country, table?.region, table?.lat, table?.lon];
  if (table?.format !== PLACE_TABLE_FORMAT || !n || columns.some((c) => !Array.isArray(c) || c.length !== n)) {
    throw new Error('Invalid place table');
  }
}

export class PlaceIndex {
  private readonly index: KDBush;
  private folded: string[] | null = null;

  private constructor(private readonly table: PlaceTable) {
    this.index = new KDBush(table.names.length);
    for (let i = 0; i < table.names.length; i += 1) {
      this.index.add(table.lon[i]! / COORDINATE_SCALE, table.lat[i]! / COORDINATE_SCALE);
    }
    this.index.finish();
  }

  static fromTable(table: PlaceTable): PlaceIndex {
    assertTable(table);
    return new PlaceIndex(table);
  }

  get size(): number {
    return this.table.names.length;
  }

  place(i: number): Place {
    const t = this.table;
    const region = t.region[i]!;
    return {
      name: t.names[i]!,
      region: region >= 0 ? (t.regions[region] ?? null) : null,
      countryCode: t.countries[t.country[i]!]!,
      latitude: t.lat[i]! / COORDINATE_SCALE,
      longitude: t.lon[i]! / COORDINATE_SCALE,
    };
  }

  /**
   * The place the point is in, or null when none is within MAX_PLACE_DISTANCE_KM: the nearest centre,
   * unless a larger place's centre is nearly as near (within NEAR_AS_NEAR_KM more): a city's centre lies
   * far from its edges, so downtown Toronto, 6.2 km from Toronto's GeoNames point and 6.0 from East
   * York's, is Toronto.
   */
  nearest(latitude: number, longitude: number, maxDistanceKm = MAX_PLACE_DISTANCE_KM): NearestPlace | null {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    const ids = around(this.index, longitude, latitude, NEAREST_CANDIDATES, maxDistanceKm);
    if (ids[0] === undefined) return null;
    const away = (id: number) =>
      distance(longitude, latitude, this.table.lon[id]! / COORDINATE_SCALE, this.table.lat[id]! / COORDINATE_SCALE);
    const nearestKm = away(ids[0]);
    // Ids are population ranks (the table is ordered largest first).
    const id = Math.min(...ids.filter((candidate) => away(candidate) <= nearestKm + NEAR_AS_NEAR_KM));
    return { ...this.place(id), distanceKm: away(id) };
  }

  /**
   * Places a typed name could mean, largest first, exact names ahead: names starting with the text or
   * having a word that does ("york" finds New York and York).
   */
  search(query: string, limit = 8): Place[] {
    const wanted = foldName(query);
    if (!wanted) return [];
    this.folded ??= this.table.names.map(foldName);
    const found: number[] = [];
    for (let i = 0; i < this.folded.length && found.length < limit; i += 1) {
      const name = this.folded[i]!;
      if (name.startsWith(wanted) || name.includes(` ${wanted}`)) found.push(i);
    }
    const exact = found.filter((i) => this.folded![i] === wanted);
    const rest = found.filter((i) => this.folded![i] !== wanted);
    return [...exact, ...rest].map((i) => this.place(i));
  }
}

/** What the geocoder worker offers the page (exposed with comlink; the page imports only the type). */
export interface PlaceLookupApi {
  nearest(tableUrl: string, latitude: number, longitude: number): Promise<NearestPlace | null>;
  search(tableUrl: string, query: string, limit?: number): Promise<Place[]>;
}

/**
 * Loads a place table on first use and keeps its index warm. A failed load is forgotten, so the next
 * call tries again (the network may be back).
 */
export function createPlaceLookup(load: (tableUrl: string) => Promise<PlaceTable>): PlaceLookupApi {
  const indexes = new Map<string, Promise<PlaceIndex>>();
  const indexFor = (tableUrl: string) => {
    let index = indexes.get(tableUrl);
    if (!index) {
      index = load(tableUrl).then(PlaceIndex.fromTable);
      index.catch(() => indexes.delete(tableUrl));
      indexes.set(tableUrl, index);
    }
    return index;
  };
  return {
    async nearest(tableUrl, latitude, longitude) {
      return (await indexFor(tableUrl)).nearest(latitude, longitude);
    },
    async search(tableUrl, query, limit) {
      return (await indexFor(tableUrl)).search(query, limit);
    },
  };
}

/**
 * The place a typed city means: the largest place of exactly that name (the text before a comma),
 * preferring one in the region typed after the comma ("Springfield, Illinois"). Never a mere prefix:
 * "Spring" is not Springfield.
 */
export function matchTypedPlace(typed: string, candidates: readonly Place[]): Place | undefined {
  const [name = '', region = ''] = typed.split(',').map(foldName);
  const named = candidates.filter((p) => foldName(p.name) === name);
  return named.find((p) => region !== '' && p.region !== null && foldName(p.region) === region) ?? named[0];
}
