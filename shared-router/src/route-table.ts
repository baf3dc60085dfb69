// Route tables: each remote names its paths once (`defineRoutes`) and everything else — its
// <Routes>, links anywhere on the site, the generated app-config and the e2e route list — reads
// them. Stateless and free of React, so it is imported as `@univida/shared-router/route-table`,
// bundled into each app rather than shared, and readable by the Node scripts too.

/** The parameter names of a pattern: '/alojamiento/:id' → 'id'. */
export type ParamNames<Pattern extends string> =
  Pattern extends `${string}:${infer Param}/${infer Rest}`
    ? Param | ParamNames<`/${Rest}`>
    : Pattern extends `${string}:${infer Param}`
      ? Param
      : never;

/** Query-string values; undefined and '' are left out. */
export type Query = Record<string, string | number | undefined>;

/** Builds a URL from a pattern: without parameters `()`, with them `({ id })`; a query may follow. */
export type PathBuilder<Pattern extends string> = [ParamNames<Pattern>] extends [never]
  ? (params?: Record<string, never>, query?: Query) => string
  : (params: Record<ParamNames<Pattern>, string | number>, query?: Query) => string;

/** What a page says about itself in the tab, history and search results. */
export interface PageMeta {
  /** The page's name ('Notas de corte'); the document title adds the site's name. */
  title: string;
  /** One or two sentences for <meta name="description">. */
  description: string;
}

/**
 * A page's heading and the sentence under it, for pages whose header does not depend on data: the
 * page renders it, and the shell's build writes it into the route's own HTML so it shows with the
 * document, before any script (each remote's src/page-headers.ts).
 */
export interface PageHeaderText {
  title: string;
  subtitle: string;
  /** The width of the narrower column a form page sets its header in ('28rem'), if not the page's. */
  column?: string;
}

export interface RouteTable<Patterns extends Record<string, string>> {
  /** The remote's federation name (mf_housing). */
  remote: string;
  /** Only admins may download the remote: the shell sends anyone else home first. */
  adminOnly: boolean;
  /**
   * Each of its pages that reads data loads the Supabase client together with its chunk, so the
   * shell renders the remote without waiting for supabase-js first.
   */
  pagesLoadSupabase: boolean;
  /**
   * The pages that send a visitor elsewhere (to sign in) and where: `{ '/chats': '/login' }`, by
   * pattern. The page's first script downloads the destination's code too when it sees no session.
   */
  visitorRedirects: Record<string, string>;
  patterns: Patterns;
  /** Each route's title and description, applied when it renders (a page may refine them). */
  meta: { [Key in keyof Patterns]: PageMeta };
  paths: { [Key in keyof Patterns]: PathBuilder<Patterns[Key]> };
}

function toPath(pattern: string, params: Record<string, string | number> = {}, query: Query = {}) {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A page's lazy loader that also waits for what the page needs as it renders, both fetched at
 * once: `lazy(loadWith(loadSupabase, () => import('./pages/profile-page')))`. A remote whose table
 * says `pagesLoadSupabase` loads each page that reads data this way, with the Supabase client or,
 * for a page that only reads as it renders, shared-auth's smaller `loadReader`.
 */
export function loadWith<Module>(
  needs: () => Promise<unknown>,
  load: () => Promise<Module>,
): () => Promise<Module> {
  return () => Promise.all([load(), needs()]).then(([module]) => module);
}

export function defineRoutes<const Patterns extends Record<string, `/${string}`>>(
  remote: string,
  patterns: Patterns,
  {
    adminOnly = false,
    pagesLoadSupabase = false,
    visitorRedirects = {},
    meta,
  }: {
    adminOnly?: boolean;
    pagesLoadSupabase?: boolean;
    /** The pages that send a visitor to another path, by key: `{ chats: '/login' }`. */
    visitorRedirects?: { [Key in keyof Patterns]?: `/${string}` };
    meta: { [Key in keyof Patterns]: PageMeta };
  },
): RouteTable<Patterns> {
  const paths = Object.fromEntries(
    Object.entries(patterns).map(([key, pattern]) => [
      key,
      (params?: Record<string, string | number>, query?: Query) => toPath(pattern, params, query),
    ]),
  ) as RouteTable<Patterns>['paths'];
  const redirects = Object.fromEntries(
    Object.entries(visitorRedirects).map(([key, to]) => [patterns[key], to as string]),
  );
  return {
    remote,
    adminOnly,
    pagesLoadSupabase,
    visitorRedirects: redirects,
    patterns,
    paths,
    meta,
  };
}
