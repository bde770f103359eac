// Every setting is optional: with none of them the app runs entirely on the device. Pure, so the build
// configuration (vite.config.ts) can read the same settings to derive the Content-Security-Policy.

export interface AppConfig {
  supabase: { url: string; anonKey: string } | null;
  vision: { apiKey: string; baseUrl: string } | null;
  ai: { baseUrl: string | undefined; apiKey: string; model: string } | null;
  geocoderUrl: string | null;
  /** A recycling-statistics-by-city endpoint; with none the statistics are shown as unavailable. */
  recyclingStatsUrl: string | null;
  contact: { supportEmail: string; privacyEmail: string; postalAddress: string };
}

export type Env = Record<string, string | boolean | undefined>;

const DEFAULT_VISION_BASE_URL = 'https://vision.googleapis.com/v1';
export const DEFAULT_AI_MODEL = 'gpt-3.5-turbo';
/** Where the openai client sends requests when no base URL is set. */
export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1';

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function readConfig(env: Env): AppConfig {
  const supabaseUrl = read(env, 'VITE_SUPABASE_URL');
  const supabaseAnonKey = read(env, 'VITE_SUPABASE_ANON_KEY');
  const visionKey = read(env, 'VITE_VISION_API_KEY');
  const aiKey = read(env, 'VITE_OPENAI_API_KEY');
  const aiBaseUrl = read(env, 'VITE_OPENAI_BASE_URL');
  return {
    supabase: supabaseUrl && supabaseAnonKey ? { url: supabaseUrl, anonKey: supabaseAnonKey } : null,
    vision: visionKey
      ? { apiKey: visionKey, baseUrl: read(env, 'VITE_VISION_API_URL') ?? DEFAULT_VISION_BASE_URL }
      : null,
    // A local model server (e.g. a school's) may need no key; a base URL alone switches the AI on.
    ai:
      aiKey || aiBaseUrl
        ? { baseUrl: aiBaseUrl, apiKey: aiKey ?? '', model: read(env, 'VITE_OPENAI_MODEL') ?? DEFAULT_AI_MODEL }
        : null,
    geocoderUrl: read(env, 'VITE_GEOCODER_URL') ?? null,
    recyclingStatsUrl: read(env, 'VITE_RECYCLING_STATS_URL') ?? null,
    contact: {
      supportEmail: read(env, 'VITE_SUPPORT_EMAIL') ?? 'support@recyclesmart.example',
      privacyEmail: read(env, 'VITE_PRIVACY_EMAIL') ?? 'privacy@recyclesmart.example',
      postalAddress:
        read(env, 'VITE_POSTAL_ADDRESS') ?? 'RecycleSmart, 548 Market Street, San Francisco, CA 94104, USA',
    },
  };
}
