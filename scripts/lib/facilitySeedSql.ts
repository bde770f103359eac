// The imported facilities as SQL for the recycling_facilities table, in the facility format: upserts
// keyed on source_ref, so re-running the seed after a newer extract updates places instead of
// duplicating them. A place with no position is written without one (null), never at a made-up point.
import type { ImportedFacility } from '../../src/domain/facilities/facilityImport';

const ROWS_PER_STATEMENT = 500;

const COLUMNS = [
  'source_ref',
  'name',
  'type',
  'street',
  'city',
  'state',
  'latitude',
  'longitude',
  'accepted_materials',
  'opening_hours',
  'website',
  'attribution',
] as const;

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const degrees = (value: number | null) => (value === null ? 'null' : String(value));

function row(f: ImportedFacility): string {
  const materials = f.accepted_materials.length ? `array[${f.accepted_materials.map(text).join(', ')}]` : `'{}'`;
  return `(${[
    text(f.source_ref),
    text(f.name),
    text(f.type),
    text(f.street),
    text(f.city),
    text(f.state),
    degrees(f.latitude),
    degrees(f.longitude),
    `${materials}::text[]`,
    text(f.opening_hours),
    text(f.website),
    text(f.attribution),
  ].join(', ')})`;
}

/** One transaction of upserts; `credits` are the sources' licence lines, said at the top of the file. */
export function facilitySeedSql(facilities: readonly ImportedFacility[], credits: readonly string[]): string {
  const updates = COLUMNS.filter((column) => column !== 'source_ref').map((column) => `${column} = excluded.${column}`);
  const statements: string[] = [];
  for (let start = 0; start < facilities.length; start += ROWS_PER_STATEMENT) {
    const rows = facilities.slice(start, start + ROWS_PER_STATEMENT).map(row);
    statements.push(
      `insert into public.recycling_facilities (${COLUMNS.join(', ')}) values\n  ` +
        rows.join(',\n  ') +
        `\non conflict (source_ref) do update set ${updates.join(', ')};`,
    );
  }
  return [
    `-- ${facilities.length} places that take waste. Data:`,
    ...credits.map((credit) => `--   ${credit}`),
    'begin;',
    ...statements,
    'commit;',
    '',
  ].join('\n');
}
