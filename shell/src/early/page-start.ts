import type { AppConfig, RemoteConfig } from '@univida/shared-auth';
import { storedSession } from '@univida/shared-auth/session-key';
import { PREVIEW_QUERY_PARAM, PREVIEW_STORAGE_KEY } from '../constants';
import { showBootConsent } from './boot-consent';
import {
  fetchList,
  preconnect,
  preloadModule,
  preloadRouteCode,
  routeListOf,
  type RouteListSource,
} from './route-code';
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

// A first visit's cookie banner, asked with the page instead of once the startup code has run.
showBootConsent();

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
  source: RouteListSource,
): void {
  // The shell waits for the Supabase client before rendering the remote's pages, unless they
  // load it themselves: then the remote's list says which do.
  if (!remote.pagesLoadSupabase) preloadShellCode(SUPABASE_CODE);
  void preloadRouteCode(remote.entry, pathname, source).then((code) => {
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

function startRoute(raw: unknown, source: RouteListSource): string | null {
  const { pathname } = window.location;
  if (previewing()) return null;
  // Not validated yet: anything unexpected throws, and the registry starts the code instead.
  const config = raw as AppConfig;
  const remote = startableRemote(config, pathname);
  if (!remote) return null;
  // The page's first reads and pictures come from the backend, after the remote's list has
  // answered: its connections open meanwhile.
  preconnect(config.supabaseUrl);
  preloadShellCode(QUERY_CODE);
  // Its own small chunk, which Home does without; the Supabase client's fetch imports it too.
  // Only speed depends on it: the page makes its reads itself whatever happens here.
  const earlyReads: EarlyReads = import('@univida/shared-auth/early-reads').catch(() => null);
  preloadPage(config, remote, pathname, earlyReads, source);
  // A page that sends a visitor elsewhere (to sign in): without a stored session, that page's
  // code downloads now too, instead of once this page has run and redirected.
  const [, redirect] =
    Object.entries(remote.visitorRedirects ?? {}).find(([route]) =>
      matchesRoute(route, pathname),
    ) ?? [];
  const destination = redirect ? startableRemote(config, redirect) : null;
  if (redirect && destination && storedSession(config.supabaseUrl) === null) {
    preloadPage(config, destination, redirect, null, source);
  }
  return pathname;
}

/**
 * A returning visitor's browser keeps the config and the remotes' lists this script last read
 * (`localStorage`), and starts from them at once: on a slow link the config, then the list, each
 * cost a round trip before the page's code and first reads could start, even with every file in
 * the cache. The fresh config and lists then start the page as on a first visit: what the copies
 * already started is not asked for twice (a module preload or an early read with the same
 * request), and what they got wrong is only a request the page does not use.
 */
const LAST_START_KEY = 'univida:page-start';

interface LastStart {
  config: string;
  /** route-preload.json's text by its URL. */
  lists: Record<string, string>;
}

function lastStart(): LastStart | null {
  try {
    const last = JSON.parse(window.localStorage.getItem(LAST_START_KEY) ?? 'null') as LastStart;
    return typeof last?.config === 'string' && typeof last.lists === 'object' ? last : null;
  } catch {
    return null;
  }
}

function keepStart(update: (last: LastStart) => LastStart): void {
  try {
    const last = update(lastStart() ?? { config: '', lists: {} });
    window.localStorage.setItem(LAST_START_KEY, JSON.stringify(last));
  } catch {
    // Storage full or refused: the next visit starts as a first one.
  }
}

const kept = lastStart();
if (kept) {
  try {
    startRoute(JSON.parse(kept.config), (list) => Promise.resolve(kept.lists[list.href] ?? null));
  } catch {
    // A copy from another version: the fresh config starts the page.
  }
}

/** Reads a list from its remote, and keeps it for the next visit. */
const freshList: RouteListSource = async (list) => {
  const text = await fetchList(list);
  if (text !== null)
    keepStart((last) => ({ ...last, lists: { ...last.lists, [list.href]: text } }));
  return text;
};

/** The lists of the remotes a config names (not validated yet: an odd entry names none). */
function listsNamedBy(raw: unknown): Set<string> {
  const hrefs = new Set<string>();
  for (const remote of Object.values((raw as Partial<AppConfig> | null)?.remotes ?? {})) {
    try {
      hrefs.add(routeListOf(remote.entry).href);
    } catch {
      // Not a URL: bootstrap's validation says so.
    }
  }
  return hrefs;
}

/** The config as served, kept for the next visit with the lists of the remotes it still names. */
function keepConfig(text: string): unknown {
  const raw: unknown = JSON.parse(text);
  const named = listsNamedBy(raw);
  keepStart((last) => ({
    config: text,
    lists: Object.fromEntries(Object.entries(last.lists).filter(([href]) => named.has(href))),
  }));
  return raw;
}

/** The path whose remote code this script started, or null when it left that to the registry. */
export const startedRoute: Promise<string | null> = appConfigResponse
  .then((response) => (response.ok ? response.clone().text() : null))
  .then((text) => (text === null ? null : startRoute(keepConfig(text), freshList)))
  .catch(() => null);
