import type { AppConfig, RemoteConfig } from '@univida/shared-auth';
import { storedSession } from '@univida/shared-auth/session-key';
import { PREVIEW_QUERY_PARAM, PREVIEW_STORAGE_KEY } from '../constants';
import { preloadModule, preloadRouteCode } from './route-code';
import { matchesRoute, matchRemote } from './route-match';

// The page's first script: about 2 KB that import none of the shared libraries (only shared-auth's
// few lines naming the stored session, bundled in), run as soon as the document is parsed. The route's remote code used to start once the shell's startup
// chunk had downloaded and run (bootstrap.tsx); from here it downloads alongside it.

/**
 * The shell's own chunks a remote's page needs, named at build time in the shell's page
 * (startupPreload in vite.federation.ts): TanStack Query's share, which every remote's App
 * renders, and supabase-js or the smaller reader, which a page reading data waits for.
 */
const QUERY_CODE = 'univida:query-code';
const SUPABASE_CODE = 'univida:supabase-code';
const READER_CODE = 'univida:reader-code';

function preloadShellCode(meta: string): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content ?? '';
  for (const file of files.split(' ').filter(Boolean)) preloadModule(file);
}

/**
 * /app-config.json, requested as loadAppConfig does (the page preloads it with this same request);
 * bootstrap hands the response to loadAppConfig, which checks and validates it.
 */
export const appConfigResponse: Promise<Response> = fetch('/app-config.json', {
  cache: 'no-store',
});

/** A preview swaps a remote's entry once bootstrap has checked it: the registry then starts it. */
function previewing(): boolean {
  try {
    return (
      new URLSearchParams(window.location.search).has(PREVIEW_QUERY_PARAM) ||
      window.sessionStorage.getItem(PREVIEW_STORAGE_KEY) !== null
    );
  } catch {
    return true;
  }
}

type EarlyReads = Promise<typeof import('@univida/shared-auth/early-reads') | null>;

/**
 * Preloads `pathname`'s code from its remote, with the shell chunks that page waits for; with
 * `earlyReads`, its first reads start too (for the page being opened, not one it may send to).
 */
function preloadPage(
  config: AppConfig,
  remote: RemoteConfig,
  pathname: string,
  earlyReads: EarlyReads | null,
): void {
  // The shell waits for the Supabase client before rendering the remote's pages, unless they
  // load it themselves: then the remote's list says which do.
  if (!remote.pagesLoadSupabase) preloadShellCode(SUPABASE_CODE);
  void preloadRouteCode(remote.entry, pathname).then((code) => {
    if (remote.pagesLoadSupabase && code?.loadsSupabase) preloadShellCode(SUPABASE_CODE);
    if (remote.pagesLoadSupabase && code?.loadsReader) preloadShellCode(READER_CODE);
    // The page's first data, asked for now rather than once its code has run. A query string
    // (filters, a page number) changes what the page asks for: it then asks for itself.
    if (earlyReads && code && code.reads.length > 0 && !window.location.search) {
      void earlyReads
        .then((module) => module?.startEarlyReads(config, code.reads, code.params))
        .catch(() => undefined);
    }
  });
}

/** The remote serving `pathname`, when the page's first script may start its code. */
function startableRemote(config: AppConfig, pathname: string): RemoteConfig | null {
  const name = matchRemote(pathname, config.remotes);
  const remote = name === null ? undefined : config.remotes[name];
  return remote && !remote.adminOnly && typeof remote.entry === 'string' ? remote : null;
}

function startRoute(raw: unknown): string | null {
  const { pathname } = window.location;
  if (previewing()) return null;
  // Not validated yet: anything unexpected throws, and the registry starts the code instead.
  const config = raw as AppConfig;
  const remote = startableRemote(config, pathname);
  if (!remote) return null;
  preloadShellCode(QUERY_CODE);
  // Its own small chunk, which Home does without; the Supabase client's fetch imports it too.
  // Only speed depends on it: the page makes its reads itself whatever happens here.
  const earlyReads: EarlyReads = import('@univida/shared-auth/early-reads').catch(() => null);
  preloadPage(config, remote, pathname, earlyReads);
  // A page that sends a visitor elsewhere (to sign in): without a stored session, that page's
  // code downloads now too, instead of once this page has run and redirected.
  const [, redirect] =
    Object.entries(remote.visitorRedirects ?? {}).find(([route]) =>
      matchesRoute(route, pathname),
    ) ?? [];
  const destination = redirect ? startableRemote(config, redirect) : null;
  if (redirect && destination && storedSession(config.supabaseUrl) === null) {
    preloadPage(config, destination, redirect, null);
  }
  return pathname;
}

/** The path whose remote code this script started, or null when it left that to the registry. */
export const startedRoute: Promise<string | null> = appConfigResponse
  .then((response) => (response.ok ? response.clone().json() : null))
  .then((raw: unknown) => (raw === null ? null : startRoute(raw)))
  .catch(() => null);
