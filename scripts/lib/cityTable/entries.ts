// A table's rows as the pack's entries: each row's name, its category (the table's, a classify
// rule's, or the mapping's override), the words search finds it by, and the publisher's lines. A row
// of an unknown category, or with no name, is a problem naming its line and column.
import { type Place, placeLine, type Places } from './locations';
import type { ColumnSpec, Condition, Mapping } from './mapping';
import { htmlLines, textLines } from './plainText';
import type { ImportProblem } from './problems';
import { type Table, type TableRow, textOf } from './table';

export interface TableEntry {
  title: string;
  line: number;
  category: string;
  keywords: string[];
  lines: string[];
  /** The places the row links to: where what the entry covers can be taken. */
  places: readonly Place[];
}

const words = (value: unknown, split: string | undefined): string[] => {
  const text = textOf(value);
  const parts = split === undefined ? [text] : split === ' ' ? text.split(/\s+/) : text.split(split);
  return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
};

function linesOf(row: TableRow, spec: ColumnSpec): string[] {
  const text = textOf(row.value(spec.column));
  const lines = spec.markup === 'html' ? htmlLines(text) : textLines(text);
  return spec.prefix && lines.length ? [`${spec.prefix}${lines[0]}`, ...lines.slice(1)] : lines;
}

function holds(condition: Condition, row: TableRow, places: readonly Place[]): boolean {
  if ('location' in condition) return places.some((place) => place.key === condition.location);
  const value = row.value(condition.column);
  if (condition.equals !== undefined && value !== condition.equals) return false;
  if (condition.in && !condition.in.includes(value as string | number)) return false;
  return !condition.matches || new RegExp(condition.matches, 'iu').test(textOf(value));
}

/** The columns the mapping reads from the table. */
export function mappedColumns(mapping: Mapping): string[] {
  const { columns } = mapping.table;
  return [
    columns.name,
    ...(columns.id ? [columns.id] : []),
    ...(columns.category ? [columns.category] : []),
    ...columns.keywords.map((spec) => spec.column),
    ...columns.instructions.map((spec) => spec.column),
    ...(mapping.classify?.rules ?? []).flatMap(({ when }) => ('column' in when ? [when.column] : [])),
  ];
}

export function readEntries(
  table: Table,
  mapping: Mapping,
  places?: Places,
): { entries: TableEntry[]; problems: ImportProblem[] } {
  const { columns } = mapping.table;
  const problems: ImportProblem[] = [];
  const skipped = new Set(mapping.skip ?? []);
  const entries: TableEntry[] = [];
  const byTitle = new Map<string, TableEntry>();
  for (const row of table.rows) {
    const problem = (field: string, message: string) =>
      problems.push({ file: table.file, line: row.line, field, message });
    const name = textOf(row.value(columns.name)).replace(/\s+/g, ' ').trim();
    if (!name) {
      problem(columns.name, 'empty name');
      continue;
    }
    const rowId = columns.id ? textOf(row.value(columns.id)).trim() : '';
    const rowPlaces = places?.placesOf(rowId) ?? [];
    const classified = columns.category
      ? textOf(row.value(columns.category)).trim()
      : (mapping.classify!.rules.find((rule) => holds(rule.when, row, rowPlaces))?.category ??
        mapping.classify!.otherwise ??
        '');
    const category = mapping.entries?.[name] ?? classified;
    const field = columns.category ?? 'classify';
    if (!category) {
      problem(field, columns.category ? 'empty category' : 'no classify rule holds; add one, or an entry override');
      continue;
    }
    if (skipped.has(category)) continue;
    if (!mapping.categories[category]) {
      problem(field, `unknown category "${category}"; map it in categories or list it in skip`);
      continue;
    }
    const entry: TableEntry = {
      title: name,
      line: row.line,
      category,
      keywords: columns.keywords.flatMap((spec) => words(row.value(spec.column), spec.split)),
      lines: [...columns.instructions.flatMap((spec) => linesOf(row, spec)), ...rowPlaces.map(placeLine)],
      places: rowPlaces,
    };
    const same = byTitle.get(name);
    if (same) {
      // A row repeated as it is (tables exported with duplicates) adds nothing but its words.
      if (same.category === entry.category && same.lines.join('\n') === entry.lines.join('\n')) {
        same.keywords.push(...entry.keywords.filter((keyword) => !same.keywords.includes(keyword)));
        continue;
      }
      if (!rowId) {
        problem(columns.name, `"${name}" is also the name at line ${same.line}, with another category or text`);
        continue;
      }
      // Two things of one name (a 色紙 that is paper, one that is a board): the id tells them apart.
      entry.title = `${name} [${rowId}]`;
    }
    byTitle.set(entry.title, entry);
    entries.push(entry);
  }
  return { entries, problems };
}
