import { storedSession } from './session-key';
import { photoRenditionOf, photoSourcesOf, photoSrcSetOf } from './storage-paths';

// A remote's page used to ask for its data once supabase-js, the shell and the page's code had all
// downloaded and run. The reads a page makes first are declared in the remote's src/early-reads.ts
// and published in its route-preload.json; the page's first script (shell/src/early/page-start.ts)
// starts them while the code downloads, and the Supabase client's fetch hands the answer to the
// page's identical request instead of asking again. No dependencies: the first script imports it.

/** A read a page makes as soon as it renders, described well enough to make the same request. */
export interface EarlyReadSpec {
  /** Path and query under /rest/v1, the route's `:params` in values: 'spots?select=*&id=eq.:id'. */
  path: string;
  /** For a function called by POST: its arguments, in the order the page's code writes them. */
  body?: Record<string, string>;
  /** The Prefer header the page's query sends ('count=exact'). */
  prefer?: string;
  /** The Accept header, when the query asks for one row ('application/vnd.pgrst.object+json'). */
  accept?: string;
  /**
   * The row field holding the picture the page shows largest (a list of pictures: its first),
   * preloaded once the read answers.
   */
  image?: string;
  /** How many rows' pictures the page shows first, with that priority (a list's first row): 1. */
  imageRows?: number;
  /** The size the page has Storage cut the picture to (resizedPhotoUrl); the original when absent. */
  imageSize?: { width: number; height: number };
  /**
   * With imageSize, a page whose picture lists that rendition at 1x and 2x (photoSources): its
   * `sizes`, so the preload picks the candidate the page will.
   */
  imageSizes?: string;
  /**
   * With imageSize and imageSizes, a page whose picture lists these renditions instead of
   * imageSize's 1x and 2x (a gallery as wide as the page's column).
   */
  imageCandidates?: readonly { width: number; height: number }[];
}

/** What of app-config.json the reads need (the first script has not validated it). */
export interface EarlyReadConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  imageTransformations?: boolean;
}

interface StartedRead {
  key: string;
  at: number;
  /** Until the page takes it: a started read is remembered after, not asked for twice. */
  response: Promise<Response> | null;
}

/** A read older than this is not handed over: the page asks afresh. */
const FRESH_MS = 15_000;
/** A stored session this close to expiry is refreshed by supabase-js first, with another token. */
const SESSION_MARGIN_MS = 5 * 60_000;

// The first script and the Supabase client come in different chunks, so they meet on a global.
const REGISTRY = Symbol.for('univida.early-reads');
type WithRegistry = typeof globalThis & { [REGISTRY]?: StartedRead[] };
const startedReads = (): StartedRead[] => ((globalThis as WithRegistry)[REGISTRY] ??= []);
const isFresh = (read: StartedRead) => Date.now() - read.at < FRESH_MS;

const JSON_ACCEPTS = new Set(['', '*/*', 'application/json']);

/** What must be equal for one answer to serve another request: the rest cannot change it. */
function requestKey(method: string, url: URL, headers: Headers, body: string): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const accept = headers.get('accept') ?? '';
  return JSON.stringify([
    method.toUpperCase(),
    url.origin + url.pathname,
    params,
    headers.get('authorization'),
    JSON_ACCEPTS.has(accept) ? 'json' : accept,
    headers.get('accept-profile') ?? headers.get('content-profile') ?? 'public',
    headers.get('prefer'),
    headers.get('range'),
    body,
  ]);
}

/** The access token supabase-js will send: the anon key's place is taken by a stored session's. */
export function bearerToken(supabaseUrl: string, anonKey: string): string | null {
  const stored = storedSession(supabaseUrl);
  if (stored === null) return anonKey;
  try {
    const { access_token: token, expires_at: expiresAt } = JSON.parse(stored) as {
      access_token?: unknown;
      expires_at?: unknown;
    };
    const fresh =
      typeof expiresAt === 'number' && expiresAt * 1000 - Date.now() > SESSION_MARGIN_MS;
    return fresh && typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

// Every route parameter is a row's id: a UUID, or a number (a degree's). Anything else finds no
// row, and the page says so without asking (isUuid in shared-router); an early read would only
// earn a 400.
const ROW_ID = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);

function preloadImages(
  answer: unknown,
  read: EarlyReadSpec & { image: string },
  config: EarlyReadConfig,
): void {
  const rows = (Array.isArray(answer) ? answer : [answer]).slice(
    0,
    read.imageRows ?? 1,
  ) as unknown[];
  for (const row of rows) {
    const field =
      row && typeof row === 'object' ? (row as Record<string, unknown>)[read.image] : null;
    const url: unknown = Array.isArray(field) ? field[0] : field;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    // The same URL the page then shows (resizedPhotoUrl), or the same candidates (photoSources).
    const { imageSize: size, imageSizes: sizes } = read;
    if (!size || config.imageTransformations === false) link.href = url;
    else if (sizes === undefined) link.href = photoRenditionOf(config.supabaseUrl, url, size);
    else {
      const { src, srcSet } = read.imageCandidates
        ? {
            src: photoRenditionOf(config.supabaseUrl, url, size),
            srcSet: photoSrcSetOf(config.supabaseUrl, url, read.imageCandidates),
          }
        : photoSourcesOf(config.supabaseUrl, url, size);
      link.href = src;
      if (srcSet) {
        link.setAttribute('imagesrcset', srcSet);
        link.setAttribute('imagesizes', sizes);
      }
    }
    document.head.append(link);
  }
}

/**
 * Starts a page's declared reads as supabase-js would send them, `params` being the route's
 * (only names the route has are filled: `owner:profiles(…)` stays as written). Nothing starts
 * when a stored session is about to be refreshed (the page's requests would carry another
 * token), nor for a parameter that is no row id.
 */
export function startEarlyReads(
  config: EarlyReadConfig,
  reads: readonly EarlyReadSpec[],
  params: Record<string, string>,
): void {
  if (!Object.values(params).every((value) => ROW_ID.test(value))) return;
  const token = bearerToken(config.supabaseUrl, config.supabaseAnonKey);
  if (token === null) return;
  const base = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/`;
  for (const read of reads) {
    if (typeof read?.path !== 'string') continue; // a list from another version of the remote
    const url = new URL(read.path, base);
    // The token goes to the REST API and nowhere else, whatever a remote's list says.
    if (!url.href.startsWith(base)) continue;
    for (const [name, value] of [...url.searchParams])
      url.searchParams.set(name, fill(value, params));
    const headers = new Headers({
      apikey: config.supabaseAnonKey,
      authorization: `Bearer ${token}`,
    });
    if (read.prefer) headers.set('prefer', read.prefer);
    if (read.accept) headers.set('accept', read.accept);
    const args = read.body && Object.entries(read.body).map(([k, v]) => [k, fill(v, params)]);
    const body = args ? JSON.stringify(Object.fromEntries(args)) : '';
    if (body) headers.set('content-type', 'application/json');
    const method = body ? 'POST' : 'GET';
    const key = requestKey(method, url, headers, body);
    // Started already (from the copies of an earlier visit's config and list), maybe even taken
    // by the page: one is enough.
    if (startedReads().some((started) => started.key === key && isFresh(started))) continue;
    const response = fetch(url, { method, headers, body: body || undefined });
    startedReads().push({ key, at: Date.now(), response });
    const image = read.image;
    if (image) {
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((rows: unknown) => preloadImages(rows, { ...read, image }, config))
        .catch(() => undefined); // the page shows the picture anyway
    }
  }
}

/** The started read the same as this request, taken once; null when there is none. */
export function takeEarlyRead(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | null {
  const reads = startedReads();
  if (!reads.some((read) => read.response) || input instanceof Request) return null;
  if (init?.body !== undefined && init.body !== null && typeof init.body !== 'string') return null;
  const key = requestKey(
    init?.method ?? 'GET',
    new URL(String(input)),
    new Headers(init?.headers),
    init?.body ?? '',
  );
  const read = reads.find((one) => one.response && one.key === key && isFresh(one));
  if (!read) return null;
  const { response } = read;
  read.response = null;
  return response;
}

/**
 * The Supabase client's fetch: a request the page's first script already made gets that answer
 * (once); a failed or refused early answer is asked for again, so only speed depends on it.
 */
export function earlyReadFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = takeEarlyRead(input, init);
  if (!early) return fetch(input, init);
  return early.then(
    (response) => (response.ok ? response : fetch(input, init)),
    () => fetch(input, init),
  );
}
