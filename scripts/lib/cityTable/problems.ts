// What is wrong with a city table or its mapping file, said so a person can find it: the file, the
// line, the field.

export interface ImportProblem {
  file: string;
  /** 1-based; absent when the problem is the file's as a whole (missing, unreadable). */
  line?: number;
  field?: string;
  message: string;
}

export function formatProblem({ file, line, field, message }: ImportProblem): string {
  return `${file}${line ? `:${line}` : ''}: ${field ? `${field}: ` : ''}${message}`;
}

/** A problem that stops the reading of a file: the first one found is enough to say. */
export class ImportError extends Error {
  constructor(readonly problem: ImportProblem) {
    super(formatProblem(problem));
  }
}

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
