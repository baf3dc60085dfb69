import type { EarlyReadSpec } from '@univida/shared-auth/early-reads';
import { routeParams } from './route-match';

/**
 * The file each remote's build writes beside its remoteEntry.js (routePreload in
 * vite.federation.ts): `{ routes: { '/notas-corte': ['assets/…js', …] }, loadsSupabase: […] }`,
 * paths relative to it; `loadsSupabase` names the routes whose page brings the Supabase client,
 * `loadsReader` those whose page brings only the reader of its first data (shared-auth's reader.ts).
 */
const ROUTE_PRELOAD_FILE = 'route-preload.json';

interface RoutePreload {
  routes?: Record<string, unknown>;
  loadsSupabase?: unknown;
  loadsReader?: unknown;
  reads?: Record<string, unknown>;
}

/** What the remote's list says of a path's page. */
export interface RouteCode {
  /** Its page chunk brings the Supabase client with it. */
  loadsSupabase: boolean;
  /** Its page chunk brings the reader of its first data with it. */
  loadsReader: boolean;
  /** The reads its page makes first, and the route's parameters to fill them with. */
  reads: EarlyReadSpec[];
  params: Record<string, string>;
}

/**
 * Adds `<link rel="modulepreload">` for `href` (cross-origin: remotes live on their own origins),
 * once: the page's first script may start a page from two configs (page-start.ts).
 */
export function preloadModule(href: string): void {
  const url = new URL(href, window.location.href).href;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  if ([...links].some((link) => link.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * Opens connections to `href`'s origin before the page asks it for anything, once: one for its
 * CORS requests (the page's first reads) and one for its images, which the browser keeps apart.
 */
export function preconnect(href: string): void {
  const origin = new URL(href, window.location.href).origin;
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
  for (const crossOrigin of ['anonymous', null]) {
    if (links.some((link) => link.href === `${origin}/` && link.crossOrigin === crossOrigin)) {
      continue;
    }
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = crossOrigin;
    document.head.append(link);
  }
}

/** Where a list comes from: the remote (the default), or a copy kept from an earlier visit. */
export type RouteListSource = (list: URL) => Promise<string | null>;

/** Reads a list from its remote. */
export const fetchList: RouteListSource = async (list) => {
  const response = await fetch(list, { mode: 'cors', credentials: 'omit' });
  return response.ok ? response.text() : null;
};

/** The route-preload.json deployed beside a remote's entry. */
export const routeListOf = (entry: string): URL =>
  new URL(ROUTE_PRELOAD_FILE, new URL(entry, window.location.href));

/**
 * Modulepreloads the remote's remoteEntry.js and the chunks its page for `pathname` runs, read from
 * the route-preload.json deployed with it, so they download together instead of each after the one
 * that imports it. Only speed depends on it: a missing or unreadable list preloads the entry alone
 * (and answers null).
 */
export async function preloadRouteCode(
  entry: string,
  pathname: string,
  source: RouteListSource = fetchList,
): Promise<RouteCode | null> {
  preloadModule(entry);
  const list = routeListOf(entry);
  try {
    const text = await source(list);
    if (text === null) return null;
    const { routes, loadsSupabase, loadsReader, reads } = JSON.parse(text) as RoutePreload;
    const [pattern = '', files] =
      Object.entries(routes ?? {}).find(([route]) => routeParams(route, pathname)) ?? [];
    const params = routeParams(pattern, pathname);
    if (!Array.isArray(files) || !params) return null;
    for (const file of files) {
      const url = new URL(String(file), list);
      // Only the remote's own files: the list cannot point the page at another origin.
      if (url.origin === list.origin) preloadModule(url.href);
    }
    const pageReads = reads?.[pattern];
    return {
      loadsSupabase: Array.isArray(loadsSupabase) && loadsSupabase.includes(pattern),
      loadsReader: Array.isArray(loadsReader) && loadsReader.includes(pattern),
      // Checked where it is used: a read unlike the page's own only costs a request.
      reads: Array.isArray(pageReads) ? (pageReads as EarlyReadSpec[]) : [],
      params,
    };
  } catch {
    // Offline or a remote without the list: the page loads its chunks as it always did.
    return null;
  }
}
