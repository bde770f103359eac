// The imported facilities as SQL for the recycling_facilities table: upserts keyed on source_ref, so
// re-running the seed after a newer extract updates points instead of duplicating them.
import type { ImportedFacility } from '../../src/domain/facilities/osmImport';

const ROWS_PER_STATEMENT = 500;

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

function row(f: ImportedFacility): string {
  const materials = f.accepted_materials.length ? `array[${f.accepted_materials.map(text).join(', ')}]` : `'{}'`;
  return `(${text(f.source_ref)}, ${text(f.name)}, ${text(f.city)}, ${text(f.state)}, ${f.latitude}, ${f.longitude}, ${materials}::text[])`;
}

export function facilitySeedSql(facilities: readonly ImportedFacility[], attribution: string): string {
  const statements: string[] = [];
  for (let start = 0; start < facilities.length; start += ROWS_PER_STATEMENT) {
    const rows = facilities.slice(start, start + ROWS_PER_STATEMENT).map(row);
    statements.push(
      'insert into public.recycling_facilities (source_ref, name, city, state, latitude, longitude, accepted_materials) values\n  ' +
        rows.join(',\n  ') +
        '\non conflict (source_ref) do update set name = excluded.name, city = excluded.city, state = excluded.state,' +
        ' latitude = excluded.latitude, longitude = excluded.longitude, accepted_materials = excluded.accepted_materials;',
    );
  }
  return [
    `-- ${facilities.length} recycling points. Data ${attribution}.`,
    'begin;',
    ...statements,
    'commit;',
    '',
  ].join('\n');
}
