import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database.types';

export type UniVidaClient = SupabaseClient<Database>;

let client: UniVidaClient | null = null;

/** Creates the one Supabase client of the page; later calls return the same client. */
export function initSupabase(config: Pick<AppConfig, 'supabaseUrl' | 'supabaseAnonKey'>): UniVidaClient {
  client ??= createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true },
  });
  return client;
}

export function getSupabase(): UniVidaClient {
  if (!client) {
    throw new Error('Supabase client not initialised: call initSupabase(config) before getSupabase().');
  }
  return client;
}

/** Test-only: forget the client so a test can initialise a fresh one. */
export function resetSupabaseForTests(): void {
  client = null;
}
