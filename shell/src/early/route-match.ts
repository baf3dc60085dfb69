import type { AppConfig } from '@univida/shared-auth';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether `pathname` is a path of the app-config route `pattern` ('/carrera/:id', '/admin/*'), as
 * React Router's matchPath with `end: true` decides: a `:param` takes one segment, a final `*` the
 * rest, letters in either case, a trailing slash allowed. Its own few lines because the page's
 * first script (page-start.ts) runs before the shared React Router has arrived.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  for (const [at, part] of wanted.entries()) {
    if (part === '*' && at === wanted.length - 1) return true;
    const value = given[at];
    if (value === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== value.toLowerCase()) return false;
  }
  return given.length === wanted.length;
}

/** The remote owning `pathname` according to the runtime config, or null (a 404 in the shell). */
export function matchRemote(pathname: string, remotes: AppConfig['remotes']): string | null {
  for (const [name, { routes }] of Object.entries(remotes)) {
    if (routes.some((pattern) => matchesRoute(pattern, pathname))) return name;
  }
  return null;
}
