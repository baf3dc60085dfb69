import type { AppConfig } from '@univida/shared-auth';
import { matchPath } from '@univida/shared-router';

/** The remote owning `pathname` according to the runtime config, or null (a 404 in the shell). */
export function matchRemote(pathname: string, remotes: AppConfig['remotes']): string | null {
  for (const [name, { routes }] of Object.entries(remotes)) {
    if (routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return name;
  }
  return null;
}
