// The app's settings, read once, here, so no other module touches import.meta.env.
import { type AppConfig, type Env, readConfig } from './readConfig';

export * from './readConfig';

export const config: AppConfig = readConfig(import.meta.env as Env);

const PUBLIC_BASE = typeof import.meta.env.BASE_URL === 'string' ? import.meta.env.BASE_URL : '/';

/** Absolute URL of a file the app serves from public/ (absolute so workers, served from elsewhere, can fetch it). */
export function publicUrl(path: string): string {
  return new URL(`${PUBLIC_BASE}${path}`, globalThis.location?.href ?? 'http://localhost/').href;
}

/** True when nothing is configured to leave the device: the embedded default. */
export function isOnDeviceOnly(c: AppConfig = config): boolean {
  return !c.supabase && !c.vision && !c.ai && !c.geocoderUrl && !c.recyclingStatsUrl;
}
