// Sign-in and sign-up input rules (spec section 5). The messages are the spec's; screens show them
// translated by their code.

export interface Credentials {
  email: string;
  password: string;
}

export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

/**
 * The spec shows no password rule; on-device accounts follow Supabase's default minimum so an account
 * behaves the same whichever backend holds it.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const WEAK_PASSWORD_MESSAGE = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are compared case-insensitively, without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hasCredentials({ email, password }: Credentials): boolean {
  return email.trim() !== '' && password !== '';
}

export function isPlausibleEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

export function isStrongEnough(password: string): boolean {
  return [...password].length >= MIN_PASSWORD_LENGTH;
}
