import { HttpError } from './http';

export const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function columnsOf(select: string | null): string[] | '*' {
  if (!select || select.trim() === '*') return '*';
  const columns = select.split(',').map((c) => c.trim());
  for (const c of columns)
    if (!IDENTIFIER.test(c)) throw new HttpError(400, { code: 'PGRST100', message: `unsupported select: ${c}` });
  return columns;
}

export const pick = (row: Record<string, unknown>, columns: string[] | '*') =>
  columns === '*' ? row : Object.fromEntries(columns.map((c) => [c, row[c]]));

/** PostgREST horizontal filters (col=op.value) to SQL, with parameters from `offset`. */
export function whereClause(table: string, query: URLSearchParams, params: unknown[]): string {
  const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
  const conditions: string[] = [];
  for (const [column, expression] of query) {
    if (reserved.has(column)) continue;
    if (!IDENTIFIER.test(column)) throw new HttpError(400, { code: 'PGRST100', message: `bad column ${column}` });
    const dot = expression.indexOf('.');
    const op = expression.slice(0, dot);
    const value = expression.slice(dot + 1);
    const sqlOp = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[op];
    if (sqlOp) {
      params.push(value);
      conditions.push(`${table}.${column}::text ${sqlOp} $${params.length}::text`);
    } else if (op === 'in' && value.startsWith('(') && value.endsWith(')')) {
      params.push(
        value
          .slice(1, -1)
          .split(',')
          .map((item) => item.replace(/^"(.*)"$/, '$1')),
      );
      conditions.push(`${table}.${column}::text = any($${params.length}::text[])`);
    } else if (op === 'is' && value === 'null') {
      conditions.push(`${table}.${column} is null`);
    } else {
      throw new HttpError(400, { code: 'PGRST100', message: `unsupported operator ${op}` });
    }
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/** supabase-js's upsert with ignoreDuplicates: rows whose key is taken are skipped, the rest inserted. */
export function onConflict(query: URLSearchParams, prefer: string): string {
  if (prefer.includes('resolution=merge-duplicates'))
    throw new HttpError(400, { code: 'PGRST000', message: 'no stand-in for merge-duplicates' });
  if (!prefer.includes('resolution=ignore-duplicates')) return '';
  const columns = (query.get('on_conflict') ?? '').split(',').filter(Boolean);
  for (const column of columns)
    if (!IDENTIFIER.test(column)) throw new HttpError(400, { code: 'PGRST100', message: `bad column ${column}` });
  return ` on conflict ${columns.length ? `(${columns.join(', ')})` : ''} do nothing`;
}

export function orderClause(order: string | null): string {
  if (!order) return '';
  return `order by ${order
    .split(',')
    .map((term) => {
      const [column, direction = 'asc', nulls] = term.split('.');
      if (!column || !IDENTIFIER.test(column) || !['asc', 'desc'].includes(direction))
        throw new HttpError(400, { code: 'PGRST100', message: `bad order ${term}` });
      return `"${column}" ${direction}${nulls === 'nullslast' ? ' nulls last' : nulls === 'nullsfirst' ? ' nulls first' : ''}`;
    })
    .join(', ')}`;
}
