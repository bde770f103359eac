// The app's Content-Security-Policy, computed at build time from the configuration: the page may talk
// only to itself and to the services the deployer configured, and runs no inline script.
import { type AppConfig, DEFAULT_AI_BASE_URL } from './readConfig';

function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** The origins the configured services answer on, realtime's WebSocket included. */
export function serviceOrigins(config: AppConfig): string[] {
  const urls = [
    config.supabase?.url,
    config.vision?.baseUrl,
    config.ai ? (config.ai.baseUrl ?? DEFAULT_AI_BASE_URL) : undefined,
    config.geocoderUrl ?? undefined,
    config.recyclingStatsUrl ?? undefined,
  ];
  const origins = new Set<string>();
  for (const url of urls) {
    const origin = url ? originOf(url) : null;
    if (!origin) continue;
    origins.add(origin);
    // supabase-js opens its realtime channel on the same host over ws(s).
    if (url === config.supabase?.url) origins.add(origin.replace(/^http/, 'ws'));
  }
  return [...origins];
}

export function contentSecurityPolicy(config: AppConfig): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The on-device model compiles WebAssembly; nothing else needs more than the app's own files.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // The classifier worker hands its cached wasm binary to the runtime as a blob: URL.
    'connect-src': ["'self'", 'blob:', ...serviceOrigins(config)],
    'worker-src': ["'self'"],
    // The photo is shown from a blob: URL; data: for the small images libraries inline.
    'img-src': ["'self'", 'blob:', 'data:'],
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
