// zod/mini: the config is validated in the landing page's bundle, where every KiB counts.
import * as z from 'zod/mini';

// The site's Content-Security-Policy forbids eval, and zod's JIT probes `new Function` (reported as
// a violation even when caught). The setting lives on globalThis, so this — loaded by the shell and
// by every standalone remote before any schema — turns the JIT off for every copy of zod on the page.
z.config({ jitless: true });

/** A route pattern or a path, without query or fragment: '/chats', '/carrera/:id'. */
const routePath = z.string().check(z.regex(/^\/[^?#]*$/, 'a path without ? or #'));

/** Runtime configuration served at /app-config.json, so one build runs against any backend. */
export const appConfigSchema = z.object({
  supabaseUrl: z.url({ protocol: /^https?$/ }),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  remotes: z._default(
    z.record(
      z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'remote names use lowercase and underscores')),
      z.object({
        entry: z.string().check(z.minLength(1)),
        routes: z.array(z.string().check(z.startsWith('/'))),
        /** Only admins may download it: the shell sends anyone else home first. */
        adminOnly: z.optional(z.boolean()),
        /**
         * Its pages that read data load the Supabase client with their own chunk, so the shell
         * renders it without waiting for supabase-js (a sign-in form does not need it to show).
         */
        pagesLoadSupabase: z.optional(z.boolean()),
        /**
         * The routes whose page sends a visitor to another path (`{ '/chats': '/login' }`): the
         * page's first script downloads that path's code too when the browser holds no session.
         */
        visitorRedirects: z.optional(z.record(routePath, routePath)),
      }),
    ),
    {},
  ),
  allowedPreviewOrigins: z._default(z.array(z.string()), []),
  /**
   * Whether Storage makes image renditions (`/render/image/…`): hosted projects do only on plans
   * that include image transformations. Off, pictures load their originals without trying.
   */
  imageTransformations: z._default(z.boolean(), true),
  /** The maps' tile server: a `{z}/{x}/{y}` URL template and the credit its terms ask for. */
  mapTiles: z.optional(
    z.object({ url: z.string().check(z.regex(/^https?:\/\/[^/]+\//)), attribution: z.string() }),
  ),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type RemoteConfig = AppConfig['remotes'][string];

/** Validates an already-parsed config object; throws one readable error listing every problem. */
export function parseAppConfig(raw: unknown): AppConfig {
  const result = appConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid app-config.json:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * Loads and validates the config. no-store: the file is rewritten at each start and must never be
 * served stale (the shell's page preloads it with the same request, which this fetch then takes).
 * The shell passes the response its first script already asked for (shell/src/early/page-start.ts).
 */
export async function loadAppConfig(
  request: string | Promise<Response> = '/app-config.json',
): Promise<AppConfig> {
  const response = await (typeof request === 'string'
    ? fetch(request, { cache: 'no-store' })
    : request);
  if (!response.ok) {
    const url = typeof request === 'string' ? request : response.url;
    throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  }
  return parseAppConfig(await response.json());
}
