import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database.types';
import type { UniVidaReader } from './reader';
import { authStorageKey, storedSession } from './session-key';

export type UniVidaClient = SupabaseClient<Database>;
type ClientConfig = Pick<AppConfig, 'supabaseUrl' | 'supabaseAnonKey'> &
  Partial<Pick<AppConfig, 'imageTransformations'>>;

// supabase-js is the largest library of the site, and a visitor who is not signed in needs none
// of it to see Home,
// so the client is created on demand: loadSupabase() downloads the library the first time a page
// needs data (the shell calls it before mounting any remote) or when a stored session exists.
let config: ClientConfig | null = null;
let client: UniVidaClient | null = null;
let loading: Promise<UniVidaClient> | null = null;
const loadedListeners = new Set<(client: UniVidaClient) => void>();

export { authStorageKey };
export type { UniVidaReader };

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
 * What a page reads with: the client once it is loaded, and until then PostgREST's own client
 * (a small chunk), so a page's first data does not wait for supabase-js. A stored session about
 * to be refreshed, or a failed download, takes the whole client.
 */
export function loadReader(): Promise<UniVidaReader> {
  if (client || !config) return loadSupabase();
  const clientConfig = config;
  return import('./reader')
    .then(({ readerFor }) => client ?? readerFor(clientConfig) ?? loadSupabase())
    .catch(() => loadSupabase());
}

/**
 * The client, for code that only runs once it is loaded: what only a signed-in user reaches (their
 * stored session loads it at start-up) and actions, mf_admin's pages (the shell loads it before
 * mounting them) and pages loaded with it (`loadWith(loadSupabase, …)`). Throws a clear error
 * otherwise; a visitor's page reads with loadReader().
 */
export function getSupabase(): UniVidaClient {
  if (!client) {
    const error = config
      ? new Error('Supabase client not loaded yet: await loadSupabase() before getSupabase().')
      : notInitialised();
    // Said out loud: a query that catches it may only show an empty state.
    console.error(error.message);
    throw error;
  }
  return client;
}

/** The project's URL from the runtime config, for what is written without the client. */
export function configuredSupabaseUrl(): string {
  if (!config) throw notInitialised();
  return config.supabaseUrl;
}

/** Whether the project's Storage makes image renditions (app-config's `imageTransformations`). */
export function imageTransformationsOn(): boolean {
  if (!config) throw notInitialised();
  return config.imageTransformations !== false;
}

/** Calls `listener` with the client once it exists (at once if it already does). */
export function onSupabaseLoaded(listener: (client: UniVidaClient) => void): () => void {
  if (client) listener(client);
  else loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** Whether this browser holds a session from an earlier visit (read without supabase-js). */
export function hasStoredSession(): boolean {
  return config !== null && storedSession(config.supabaseUrl) !== null;
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
