// On-device account passwords: PBKDF2-HMAC-SHA-256 through WebCrypto, a random salt per account.
import { encodeBase64Url } from '../../../domain/auth/sessionToken';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. Stored per account, so it can be raised later. */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** base64url */
  salt: string;
  /** base64url */
  hash: string;
}

function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: encodeBase64Url(salt), hash: encodeBase64Url(hash) };
}

/** Compares in time independent of where the first difference is. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const actual = await derive(password, decodeBase64Url(stored.salt), stored.iterations);
  const expected = decodeBase64Url(stored.hash);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ expected[i]!;
  return difference === 0;
}

/** Costs what a real check costs, for an unknown e-mail, so timing does not tell which accounts exist. */
export async function spendVerificationTime(password: string, iterations = PBKDF2_ITERATIONS): Promise<void> {
  await derive(password, new Uint8Array(SALT_BYTES), iterations);
}
