// The Supabase stand-in the e2e-supabase build points at (.env.e2e-supabase): started on the port the
// build names, with the anon key the build carries, for one spec file at a time (the project runs one worker).
import { expect } from '@playwright/test';
import { loadEnv } from 'vite';

import { STAND_IN_ANON_KEY, startSupabaseStandIn, type SupabaseStandIn } from '../../standIns/supabaseStandIn';

// The settings the build was made with (the environment's VITE_SUPABASE_URL wins over the file, as in the build).
export const built = loadEnv('e2e-supabase', process.cwd(), 'VITE_');

export async function startStandInForBuild(): Promise<SupabaseStandIn> {
  expect(built.VITE_SUPABASE_ANON_KEY, 'the build carries the anon key the stand-in accepts').toBe(STAND_IN_ANON_KEY);
  const { hostname, port } = new URL(built.VITE_SUPABASE_URL!);
  expect(hostname).toBe('127.0.0.1');
  return startSupabaseStandIn({ port: Number(port) });
}
