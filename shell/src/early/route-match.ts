import type { AppConfig } from '@univida/shared-auth';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The values of `pattern`'s `:params` in `pathname` when it is a path of that app-config route
 * ('/carrera/:id', '/admin/*'), as React Router's matchPath with `end: true` decides: a `:param`
 * takes one segment, a final `*` the rest, letters in either case, a trailing slash allowed; null
 * when it is not. Its own few lines because the page's first script (page-start.ts) runs before
 * the shared React Router has arrived.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segments(pattern);
  const given = segments(pathname);
  const params: Record<string, string> = {};
  for (const [at, part] of wanted.entries()) {
    if (part === '*' && at === wanted.length - 1) return params;
    const value = given[at];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(value);
    else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}

/** A segment as React Router hands it to the page: percent-escapes decoded where they are valid. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether `pathname` is a path of the app-config route `pattern`. */
export const matchesRoute = (pattern: string, pathname: string) =>
  routeParams(pattern, pathname) !== null;

/** The remote owning `pathname` according to the runtime config, or null (a 404 in the shell). */
export function matchRemote(pathname: string, remotes: AppConfig['remotes']): string | null {
  for (const [name, { routes }] of Object.entries(remotes)) {
    if (routes.some((pattern) => matchesRoute(pattern, pathname))) return name;
  }
  return null;
}
