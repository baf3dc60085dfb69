import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database.types';
import { authStorageKey } from './session-key';

export type UniVidaClient = SupabaseClient<Database>;
type ClientConfig = Pick<AppConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

// supabase-js is the largest library of the site, and a visitor who is not signed in needs none
// of it to see Home,
// so the client is created on demand: loadSupabase() downloads the library the first time a page
// needs data (the shell calls it before mounting any remote) or when a stored session exists.
let config: ClientConfig | null = null;
let client: UniVidaClient | null = null;
let loading: Promise<UniVidaClient> | null = null;
const loadedListeners = new Set<(client: UniVidaClient) => void>();

export { authStorageKey };

/** Records the runtime config the client will be created from; the first call wins. */
export function initSupabase(clientConfig: ClientConfig): void {
  config ??= clientConfig;
}

/** The one Supabase client of the page, downloading supabase-js the first time. */
export function loadSupabase(): Promise<UniVidaClient> {
  if (!config) return Promise.reject(notInitialised());
  const { supabaseUrl, supabaseAnonKey } = config;
  // The fetch that hands a page the reads its first script started comes with the library.
  loading ??= Promise.all([
    import('@supabase/supabase-js'),
    // Without it (a failed download) the client uses the browser's fetch, as it always could.
    import('./early-reads').then(
      ({ earlyReadFetch }) => earlyReadFetch,
      () => undefined,
    ),
  ])
    .then(([{ createClient }, earlyReadFetch]) => {
      client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          storageKey: authStorageKey(supabaseUrl),
        },
        // A page's first reads may have been started by the page's first script already.
        global: { fetch: earlyReadFetch },
      });
      loadedListeners.forEach((listener) => listener(client as UniVidaClient));
      return client;
    })
    .catch((error: unknown) => {
      loading = null; // a failed download is tried again next time
      throw error;
    });
  return loading;
}

/**
 * The client, for code that only runs once it is loaded: remotes (the shell loads it before
 * mounting one) and anything reached through them. Throws a clear error otherwise.
 */
export function getSupabase(): UniVidaClient {
  if (!client) {
    throw config
      ? new Error('Supabase client not loaded yet: await loadSupabase() before getSupabase().')
      : notInitialised();
  }
  return client;
}

/** Calls `listener` with the client once it exists (at once if it already does). */
export function onSupabaseLoaded(listener: (client: UniVidaClient) => void): () => void {
  if (client) listener(client);
  else loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** Whether this browser holds a session from an earlier visit (read without supabase-js). */
export function hasStoredSession(): boolean {
  if (!config) return false;
  try {
    return window.localStorage.getItem(authStorageKey(config.supabaseUrl)) !== null;
  } catch {
    return false; // storage blocked: supabase-js could not have stored a session either
  }
}

/** Whether a storage event's key is the one supabase-js keeps this site's session under. */
export function isSessionStorageKey(key: string | null): boolean {
  return config !== null && key === authStorageKey(config.supabaseUrl);
}

/** Test-only: forget the config and client so a test can start afresh. */
export function resetSupabaseForTests(): void {
  config = null;
  client = null;
  loading = null;
  loadedListeners.clear();
}

const notInitialised = () =>
  new Error('Supabase client not initialised: call initSupabase(config) before using Supabase.');
