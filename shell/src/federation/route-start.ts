// The shell page's first script. It runs as the document arrives, long before the startup chunk
// (React and the frame, 100 KiB) has downloaded, and starts what the page's remote needs so that it
// downloads alongside the shell's code instead of after it: /app-config.json (bootstrap reads the
// same response), the route's remoteEntry.js, the chunks its route-preload.json lists, and the
// Supabase client when that remote's pages wait for it. It imports nothing the startup chunk holds,
// so it is a small file of its own (defineHostConfig in vite.federation.ts); bootstrap and the
// registry import this same module. Only speed depends on it: what it does not start, the route
// loads when it renders. It imports no module of the shell's: any would pull in the startup chunk.
import type { AppConfig } from '@univida/shared-auth';

/** sessionStorage key of this tab's preview overrides (DESIGN §2). */
export const PREVIEW_STORAGE_KEY = 'univida:remote-preview';

/** Query parameter that requests a preview: ?remote=mf_x@https://origin/remoteEntry.js */
export const PREVIEW_QUERY_PARAM = 'remote';

type Remotes = AppConfig['remotes'];

let request: Promise<Response> | undefined;

/** The one request for /app-config.json (the page also preloads it), started on the first call. */
export function appConfigRequest(): Promise<Response> {
  request ??= fetch('/app-config.json', { cache: 'no-store' });
  return request;
}

const segments = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * True when `pathname` is one of `pattern`'s URLs. Route tables use plain segments, `:param`
 * segments (any one segment) and a trailing `*` (any rest); compared as React Router does:
 * case-insensitive, trailing slash ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname).map(decoded);
  const splat = want.at(-1) === '*';
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return false;
  return want.every(
    (part, i) => part.startsWith(':') || part.toLowerCase() === have[i]?.toLowerCase(),
  );
}

/** The remote owning `pathname` according to the runtime config, or null (a 404 in the shell). */
export function matchRemote(pathname: string, remotes: Remotes): string | null {
  for (const [name, { routes }] of Object.entries(remotes)) {
    if (routes.some((pattern) => matchesRoute(pattern, pathname))) return name;
  }
  return null;
}

/** Adds `<link rel="modulepreload">` for `href` (cross-origin: remotes live on their own origins). */
function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * The file each remote's build writes beside its remoteEntry.js (routePreload in
 * vite.federation.ts): `{ routes: { '/notas-corte': ['assets/…js', …] } }`, paths relative to it.
 */
const ROUTE_PRELOAD_FILE = 'route-preload.json';

/**
 * Modulepreloads the chunks the remote's page for `pathname` runs, read from the route-preload.json
 * deployed with that remoteEntry, so they download together instead of each after the one that
 * imports it. A missing or unreadable list preloads nothing.
 */
async function preloadRoutePages(entry: string, pathname: string): Promise<void> {
  const list = new URL(ROUTE_PRELOAD_FILE, new URL(entry, window.location.href));
  try {
    const response = await fetch(list, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return;
    const { routes } = (await response.json()) as { routes?: Record<string, unknown> };
    const files = Object.entries(routes ?? {}).find(([pattern]) =>
      matchesRoute(pattern, pathname),
    )?.[1];
    if (!Array.isArray(files)) return;
    for (const file of files) {
      const url = new URL(String(file), list);
      // Only the remote's own files: the list cannot point the page at another origin.
      if (url.origin === list.origin) preloadModule(url.href);
    }
  } catch {
    // Offline or a remote without the list: the page loads its chunks as it always did.
  }
}

/** The Supabase client's module: the one shared-auth's loadSupabase imports, there when it asks. */
const loadSupabaseModule = () => import('@supabase/supabase-js');

/**
 * Starts the downloads `pathname`'s remote needs: its remoteEntry, its page's chunks, and the
 * Supabase client's module unless the remote's pages load it themselves (`pagesLoadSupabase`).
 * Admin-only remotes wait for the role check, as their route does.
 */
export function startRoute(
  remotes: Remotes,
  pathname: string,
  loadClient: () => Promise<unknown> = loadSupabaseModule,
): void {
  const name = matchRemote(pathname, remotes);
  const remote = name ? remotes[name] : undefined;
  if (!remote || remote.adminOnly) return;
  preloadModule(remote.entry);
  void preloadRoutePages(remote.entry, pathname);
  if (!remote.pagesLoadSupabase) loadClient().catch(() => {});
}

/** A preview replaces a remote's entry for this tab: the registry, which knows it, loads that one. */
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

/** What the page's first script does; the config's validation is bootstrap's (shared-auth). */
export function startPage(): void {
  const config = appConfigRequest();
  if (previewing()) return;
  config
    .then((response) => response.clone().json() as Promise<{ remotes?: Remotes }>)
    .then(({ remotes }) => remotes && startRoute(remotes, window.location.pathname))
    .catch(() => {});
}

if (import.meta.env.MODE !== 'test') startPage();
