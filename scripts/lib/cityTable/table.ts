// A city's table as rows, each with the line it starts on: a CSV with a header row, or JSON (an
// array of objects, or an object whose `records` member is one). Values are kept as the file has
// them (JSON's true stays true), and read as text where text is wanted.
import { parseCsv } from './csv';
import { parseJsonWithLines } from './jsonLines';
import { ImportError, type ImportProblem } from './problems';

export interface TableRow {
  line: number;
  value(column: string): unknown;
}

export interface Table {
  file: string;
  rows: TableRow[];
  /** Whether the table has the column at all (a CSV's header, or any JSON record). */
  hasColumn(column: string): boolean;
}

export function readTable(text: string, file: string, records?: string): Table {
  if (file.endsWith('.csv')) {
    const { header, rows } = parseCsv(text, file);
    const index = new Map(header.map((name, i) => [name, i]));
    return {
      file,
      hasColumn: (column) => index.has(column),
      rows: rows.map(({ line, values }) => ({ line, value: (column) => values[index.get(column) ?? -1] ?? '' })),
    };
  }
  const json = parseJsonWithLines(text, file);
  const path = records ? [records] : [];
  const list = records ? (json.value as Record<string, unknown> | null)?.[records] : json.value;
  if (!Array.isArray(list))
    throw new ImportError({
      file,
      line: json.lineOf(path),
      ...(records ? { field: records } : {}),
      message: 'expected an array of records',
    });
  const columns = new Set<string>();
  const rows = list.map((record: unknown, i) => {
    const line = json.lineOf([...path, i]);
    if (typeof record !== 'object' || record === null || Array.isArray(record))
      throw new ImportError({ file, line, message: `record ${i + 1} is not an object` });
    for (const column of Object.keys(record)) columns.add(column);
    return { line, value: (column: string) => (record as Record<string, unknown>)[column] };
  });
  return { file, rows, hasColumn: (column) => columns.has(column) };
}

/** The value as text: strings as they are, numbers and booleans written out, nothing as ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A problem for each column the mapping names that the table does not have. */
export function missingColumns(table: Table, columns: readonly string[]): ImportProblem[] {
  return [...new Set(columns)]
    .filter((column) => !table.hasColumn(column))
    .map((column) => ({ file: table.file, line: 1, field: column, message: 'no such column in the table' }));
}
