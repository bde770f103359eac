// A session token is accepted only if it looks like a JWT (three base64url parts) and its expiry claim
// is still ahead (spec section 5). Signature checking is the issuer's business, not the browser's.

export type TokenCheck = 'valid' | 'malformed' | 'expired';

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function encodeJsonBase64Url(value: unknown): string {
  return encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

/** The token's claims, or null when it is not three base64url parts with a JSON payload. */
export function readTokenClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL_PART.test(p))) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]!));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** nowSeconds: Unix time in seconds. */
export function checkSessionToken(token: string, nowSeconds: number): TokenCheck {
  const claims = readTokenClaims(token);
  if (!claims) return 'malformed';
  const exp = claims.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 'malformed';
  return exp > nowSeconds ? 'valid' : 'expired';
}
