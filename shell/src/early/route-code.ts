import { matchesRoute } from './route-match';

/**
 * The file each remote's build writes beside its remoteEntry.js (routePreload in
 * vite.federation.ts): `{ routes: { '/notas-corte': ['assets/…js', …] } }`, paths relative to it.
 */
const ROUTE_PRELOAD_FILE = 'route-preload.json';

interface RoutePreload {
  routes?: Record<string, unknown>;
}

/** Adds `<link rel="modulepreload">` for `href` (cross-origin: remotes live on their own origins). */
export function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * Modulepreloads the remote's remoteEntry.js and the chunks its page for `pathname` runs, read from
 * the route-preload.json deployed with it, so they download together instead of each after the one
 * that imports it. Only speed depends on it: a missing or unreadable list preloads the entry alone.
 */
export async function preloadRouteCode(entry: string, pathname: string): Promise<void> {
  preloadModule(entry);
  const list = new URL(ROUTE_PRELOAD_FILE, new URL(entry, window.location.href));
  try {
    const response = await fetch(list, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return;
    const { routes } = (await response.json()) as RoutePreload;
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
