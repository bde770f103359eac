// Where a table's items can be taken: a table of places (name, street address, coordinates and website
// where given) and a table linking each item to its places. Read as the publisher wrote them; a place's
// coordinates, when given, must be a real position; the mapping's place types name only real places.
import type { JsonPath } from './jsonLines';
import type { Mapping } from './mapping';
import type { ImportProblem } from './problems';
import { type Table, textOf } from './table';

type LocationSpec = NonNullable<Mapping['table']['locations']>;

export interface Place {
  key: string;
  name: string;
  address: string;
  description: string;
  website: string;
  /** null (both) when the table gives no position: never made up. */
  latitude: number | null;
  longitude: number | null;
}

export interface Places {
  /** Every place of the table, in its order. */
  all: Place[];
  /** Each row's places, by the row's id, in the links table's order. */
  placesOf(rowId: string): Place[];
  problems: ImportProblem[];
}

/** The columns the places table and the links table must have. */
export function placeColumns(spec: LocationSpec): { places: string[]; links: string[] } {
  return {
    places: [spec.key, spec.name, spec.address, spec.description, spec.latitude, spec.longitude, spec.website].filter(
      (column): column is string => column !== undefined,
    ),
    links: [spec.links.item, spec.links.location],
  };
}

function coordinateProblem(value: string, limit: number): string | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? null : `"${value}" is not a coordinate (±${limit})`;
}

export function readPlaces(spec: LocationSpec, places: Table, links: Table, rowIds: ReadonlySet<string>): Places {
  const problems: ImportProblem[] = [];
  const byKey = new Map<string, Place>();
  for (const row of places.rows) {
    const text = (column: string | undefined) => (column ? textOf(row.value(column)).trim() : '');
    const key = text(spec.key);
    if (!key) problems.push({ file: places.file, line: row.line, field: spec.key, message: 'empty key' });
    for (const [column, limit] of [
      [spec.latitude, 90],
      [spec.longitude, 180],
    ] as const) {
      const problem = column && coordinateProblem(text(column), limit);
      if (column && problem) problems.push({ file: places.file, line: row.line, field: column, message: problem });
    }
    const latitude = text(spec.latitude);
    const longitude = text(spec.longitude);
    const placed = latitude !== '' && longitude !== '';
    byKey.set(key, {
      key,
      name: text(spec.name),
      address: text(spec.address),
      description: text(spec.description),
      website: text(spec.website),
      latitude: placed ? Number(latitude) : null,
      longitude: placed ? Number(longitude) : null,
    });
  }
  const linked = new Map<string, Place[]>();
  for (const row of links.rows) {
    const item = textOf(row.value(spec.links.item)).trim();
    const key = textOf(row.value(spec.links.location)).trim();
    const place = byKey.get(key);
    if (!rowIds.has(item))
      problems.push({
        file: links.file,
        line: row.line,
        field: spec.links.item,
        message: `no row "${item}" in the table`,
      });
    if (!place)
      problems.push({ file: links.file, line: row.line, field: spec.links.location, message: `no place "${key}"` });
    else linked.set(item, [...(linked.get(item) ?? []), place]);
  }
  return { all: [...byKey.values()], placesOf: (rowId) => linked.get(rowId) ?? [], problems };
}

/** The mapping's place keys (types, notPlaces) that name no place of the table, with their paths in the mapping. */
export function unknownPlaceKeys(spec: LocationSpec, places: readonly Place[]): { path: JsonPath; message: string }[] {
  const known = new Set(places.map((place) => place.key));
  const named: [JsonPath, string[]][] = [
    ...Object.entries(spec.types ?? {}).map(([type, keys]): [JsonPath, string[]] => [['types', type], keys]),
    [['notPlaces'], spec.notPlaces ?? []],
  ];
  return named.flatMap(([path, keys]) =>
    keys
      .filter((key) => !known.has(key))
      .map((key) => ({ path: ['table', 'locations', ...path], message: `no place "${key}" in the places table` })),
  );
}

/** A place as one line of the publisher's words: its name, street and what it says of itself. */
export function placeLine({ name, address, description }: Place): string {
  const where = address ? `${name}, ${address}` : name;
  return description ? `${where}: ${description}` : where;
}
