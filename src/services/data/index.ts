// The DataStore is chosen once, from config: Supabase when its URL and anon key are set, otherwise the
// device. supabase-js is loaded only when it is the one chosen.
import { type AppConfig, config } from '../../config';
import type { DataStore } from './dataStore';

export * from './dataStore';

export async function createDataStore(appConfig: AppConfig = config): Promise<DataStore> {
  if (appConfig.supabase) {
    const { createSupabaseDataStore } = await import('./supabase/supabaseStore');
    return createSupabaseDataStore(appConfig.supabase);
  }
  const { createLocalDataStore } = await import('./local/localStore');
  return createLocalDataStore();
}

/** The backend the configuration chooses, known before its DataStore has loaded. */
export function configuredBackend(appConfig: AppConfig = config): DataStore['backend'] {
  return appConfig.supabase ? 'supabase' : 'local';
}

let chosen: Promise<DataStore> | null = null;

/** The app's one DataStore. */
export function getDataStore(): Promise<DataStore> {
  chosen ??= createDataStore();
  return chosen;
}
