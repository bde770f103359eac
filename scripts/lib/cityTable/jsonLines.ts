// JSON read with the line each value starts on, so a message about a record or a mapping field can
// say where it is. JSON.parse gives the value; a small scanner gives the lines.
import { ImportError, lineAt } from './problems';

export type JsonPath = readonly (string | number)[];

export interface JsonWithLines {
  value: unknown;
  /** The line a value starts on, or of its nearest enclosing value the path reaches. */
  lineOf(path: JsonPath): number;
}

const key = (path: JsonPath) => path.join('\u0000');

function scanLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) if (text[i++] === '\n') line++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: (string | number)[]): void => {
    skipSpace();
    lines.set(key(path), line);
    const opener = text[i];
    if (opener === '{' || opener === '[') {
      i++;
      for (let index = 0; ; index++) {
        skipSpace();
        if (text[i] === '}' || text[i] === ']') break;
        let member: string | number = index;
        if (opener === '{') {
          member = readString();
          skipSpace();
          i++; // ':'
        }
        value([...path, member]);
        skipSpace();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (opener === '"') {
      readString();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
    }
  };
  value([]);
  return lines;
}

export function parseJsonWithLines(text: string, file: string): JsonWithLines {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    throw new ImportError({
      file,
      ...(position ? { line: lineAt(text, Number(position)) } : {}),
      message: `not valid JSON (${(error as Error).message})`,
    });
  }
  const lines = scanLines(text);
  return {
    value,
    lineOf(path) {
      for (let length = path.length; length >= 0; length--) {
        const line = lines.get(key(path.slice(0, length)));
        if (line !== undefined) return line;
      }
      return 1;
    },
  };
}
