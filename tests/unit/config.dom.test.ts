import { DEFAULT_AI_MODEL, isOnDeviceOnly, publicUrl, readConfig } from '../../src/config';

describe('config', () => {
  it('runs fully on the device when nothing is set', () => {
    const config = readConfig({});
    expect(config.supabase).toBeNull();
    expect(config.vision).toBeNull();
    expect(config.ai).toBeNull();
    expect(config.geocoderUrl).toBeNull();
    expect(isOnDeviceOnly(config)).toBe(true);
  });

  it('needs both the Supabase URL and anon key', () => {
    expect(readConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co' }).supabase).toBeNull();
    expect(readConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' }).supabase).toEqual(
      {
        url: 'https://x.supabase.co',
        anonKey: 'anon',
      },
    );
  });

  it('treats blank values as unset', () => {
    expect(readConfig({ VITE_VISION_API_KEY: '   ' }).vision).toBeNull();
  });

  it('switches the AI on with a key or with a local server URL alone, defaulting the model', () => {
    expect(readConfig({ VITE_OPENAI_API_KEY: 'k' }).ai).toEqual({
      apiKey: 'k',
      baseUrl: undefined,
      model: DEFAULT_AI_MODEL,
    });
    const local = readConfig({ VITE_OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', VITE_OPENAI_MODEL: 'llama3' });
    expect(local.ai).toEqual({ apiKey: '', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' });
    expect(isOnDeviceOnly(local)).toBe(false);
  });

  it('gives the vision client its default endpoint unless overridden', () => {
    expect(readConfig({ VITE_VISION_API_KEY: 'v' }).vision?.baseUrl).toBe('https://vision.googleapis.com/v1');
    expect(readConfig({ VITE_VISION_API_KEY: 'v', VITE_VISION_API_URL: 'http://127.0.0.1:9/v1' }).vision?.baseUrl).toBe(
      'http://127.0.0.1:9/v1',
    );
  });

  it('switches the recycling statistics on only with their endpoint', () => {
    expect(readConfig({}).recyclingStatsUrl).toBeNull();
    const withStats = readConfig({ VITE_RECYCLING_STATS_URL: 'https://stats.example/v1/city' });
    expect(withStats.recyclingStatsUrl).toBe('https://stats.example/v1/city');
    expect(isOnDeviceOnly(withStats)).toBe(false);
  });

  it('gives absolute URLs for served files, which workers can fetch', () => {
    expect(publicUrl('data/places.json')).toBe(new URL('/data/places.json', location.href).href);
  });
});
