// CSV as RFC 4180 writes it (what spreadsheets export): a header row, fields separated by commas,
// quoted with double quotes where they hold commas, quotes or line breaks; CRLF or LF. Each row keeps
// the line it starts on, for messages.
import { ImportError } from './problems';

export interface CsvRow {
  line: number;
  values: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

function* records(text: string, file: string): Generator<CsvRow> {
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const values: string[] = [];
    let field = '';
    for (;;) {
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new ImportError({ file, line: start, message: 'a quoted field is never closed' });
          if (text[i] === '"') {
            if (text[i + 1] !== '"') break;
            field += '"';
            i += 2;
            continue;
          }
          if (text[i] === '\n') line++;
          field += text[i++];
        }
        i++;
        if (i < text.length && !/[,\r\n]/.test(text[i]!))
          throw new ImportError({
            file,
            line,
            message: 'text after a closing quote; double a quote inside a quoted field',
          });
      } else {
        while (i < text.length && !/[,\r\n]/.test(text[i]!)) field += text[i++];
      }
      values.push(field);
      field = '';
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') {
        i++;
        line++;
      }
      break;
    }
    // A blank line (or the end of a file with a final newline) is no row.
    if (values.length > 1 || values[0] !== '') yield { line: start, values };
  }
}

export function parseCsv(text: string, file: string): CsvTable {
  const [head, ...rows] = records(text, file);
  if (!head) throw new ImportError({ file, line: 1, message: 'the table is empty; it needs a header row' });
  const header = head.values.map((name) => name.trim());
  for (const row of rows) {
    if (row.values.length !== header.length)
      throw new ImportError({
        file,
        line: row.line,
        message: `${row.values.length} fields where the header has ${header.length}`,
      });
  }
  return { header, rows };
}
