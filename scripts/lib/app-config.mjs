// The runtime configuration the shell reads from /app-config.json (shared-auth validates it):
// where Supabase is, where each remote's entry lives, and which preview origins may override one.
import { remotes } from './apps.mjs';
import { remoteRoutes, routeTables } from './route-tables.mjs';

export const localOrigin = (port, scheme = 'http') => `${scheme}://localhost:${port}`;

/** OpenStreetMap's standard tiles, credited (in Spanish) as its tile usage policy asks. */
export const defaultMapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** @param {{ supabaseUrl: string, supabaseAnonKey: string, ports: Record<string, number>, scheme?: 'http' | 'https', previewOrigins?: string[], mapTiles?: { url: string, attribution: string }, imageTransformations?: boolean }} o */
export function buildAppConfig({
  supabaseUrl,
  supabaseAnonKey,
  ports,
  scheme = 'http',
  previewOrigins = [],
  mapTiles = defaultMapTiles,
  imageTransformations = true,
}) {
  const remoteOrigins = remotes.map((remote) => localOrigin(ports[remote.name], scheme));
  return {
    supabaseUrl,
    supabaseAnonKey,
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        {
          entry: `${localOrigin(ports[remote.name], scheme)}/remoteEntry.js`,
          routes: remoteRoutes(remote.name),
          ...(routeTables[remote.name].adminOnly && { adminOnly: true }),
          ...(routeTables[remote.name].pagesLoadSupabase && { pagesLoadSupabase: true }),
          ...(Object.keys(routeTables[remote.name].visitorRedirects).length > 0 && {
            visitorRedirects: routeTables[remote.name].visitorRedirects,
          }),
        },
      ]),
    ),
    allowedPreviewOrigins: [...new Set([...remoteOrigins, ...previewOrigins])],
    // The map's tile server: the CSP allows its origin (security-headers.mjs).
    mapTiles,
    // supabase-local makes renditions; a hosted project only on plans that include them.
    imageTransformations,
  };
}

/** PREVIEW_ORIGINS="https://a.example,https://b.example" */
export const previewOriginsFromEnv = (env = process.env) =>
  (env.PREVIEW_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
