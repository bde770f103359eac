import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Claims } from './jwt';

// supabase-js calls from the page's origin: the browser asks first, and reads the row count from a header.
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-range, x-supabase-api-version',
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.msg));
  }
}

export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}

export function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS_HEADERS, ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export function httpStatusOf(code: string | undefined, claims: Claims | null): number {
  if (code === '42501') return claims?.role === 'authenticated' ? 403 : 401;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  return 400;
}
