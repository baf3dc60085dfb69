// The reads a page's first script starts, handed to the real supabase-js client on supabase-local
// (this package's test setup): fetch is watched to count what reaches the network.
import '@univida/supabase-local/testing/vitest-backend-info';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { startEarlyReads, takeEarlyRead } from '../client/early-reads';
import { photoSources, resizedPhotoUrl } from '../client/storage-url';
import {
  authStorageKey,
  initSupabase,
  loadSupabase,
  resetSupabaseForTests,
} from '../client/supabase';

const backend = inject('testBackend');
const config = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
const ID = '00000000-0000-4000-c000-000000000001';
const DEGREE = { path: 'cut_off_scores?select=id,career,university,city,score&id=eq.:id' };

const realFetch = globalThis.fetch;
let sent: string[] = [];

/** The degree read as the degree page's code makes it (mf-university's get-degree.ts). */
async function readDegree(id: number) {
  const supabase = await loadSupabase();
  return supabase
    .from('cut_off_scores')
    .select('id, career, university, city, score')
    .eq('id', id)
    .maybeSingle();
}

beforeEach(() => {
  resetSupabaseForTests();
  window.localStorage.clear();
  initSupabase(config);
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${decodeURIComponent(String(input))}`);
      return realFetch(input, init);
    }),
  );
});

afterEach(() => {
  // Whatever a test left untaken must not serve the next one.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('univida.early-reads')];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe('early reads', { timeout: 30_000 }, () => {
  it("answers the page's identical request without asking again", async () => {
    startEarlyReads(config, [DEGREE], { id: '1' });
    const { data, error } = await readDegree(1);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 1, career: expect.any(String) });
    expect(sent.filter((one) => one.includes('/rest/v1/'))).toEqual([
      `GET ${backend.url}/rest/v1/cut_off_scores?select=id,career,university,city,score&id=eq.1`,
    ]);
  });

  it('starts a read once when the first script asks for it twice (a kept and a fresh config), even once taken', async () => {
    startEarlyReads(config, [DEGREE], { id: '1' });
    await readDegree(1);
    startEarlyReads(config, [DEGREE, { path: 'cut_off_scores?select=id&id=eq.:id' }], { id: '1' });
    expect(sent).toEqual([
      `GET ${backend.url}/rest/v1/cut_off_scores?select=id,career,university,city,score&id=eq.1`,
      `GET ${backend.url}/rest/v1/cut_off_scores?select=id&id=eq.1`,
    ]);
  });

  it('is taken once: the next identical request asks the database', async () => {
    startEarlyReads(config, [DEGREE], { id: '1' });
    await readDegree(1);
    await readDegree(1);
    expect(sent.filter((one) => one.includes('/rest/v1/'))).toHaveLength(2);
  });

  it('serves no other request: another id, or another query', async () => {
    startEarlyReads(config, [DEGREE], { id: '1' });
    const { data } = await readDegree(2);
    expect(data).toMatchObject({ id: 2 });
    expect(sent.filter((one) => one.includes('/rest/v1/'))).toHaveLength(2);
  });

  it('fills only the route’s parameters, and calls a function by POST with its arguments', () => {
    startEarlyReads(
      config,
      [
        { path: 'accommodations?select=*,owner:profiles(id)&id=eq.:id' },
        { path: 'rpc/get_roommate_compatibility', body: { p_profile_id: ':id' } },
      ],
      { id: ID },
    );
    expect(sent).toEqual([
      `GET ${backend.url}/rest/v1/accommodations?select=*,owner:profiles(id)&id=eq.${ID}`,
      `POST ${backend.url}/rest/v1/rpc/get_roommate_compatibility`,
    ]);
    const [, init] = vi.mocked(fetch).mock.calls[1]!;
    expect(init?.body).toBe(`{"p_profile_id":"${ID}"}`);
  });

  it('starts nothing for a parameter that is no row id (the page finds nothing without asking)', () => {
    const reads = [{ path: 'accommodations?select=*&id=eq.:id' }];
    for (const id of ['abc', '1.5', '00000000-0000-4000-c000-00000000000', "1' or 1=1"]) {
      startEarlyReads(config, reads, { id });
    }
    expect(sent).toEqual([]);
    startEarlyReads(config, reads, { id: '42' });
    expect(sent).toHaveLength(1);
  });

  it('sends nothing outside the REST API, whatever the list says', () => {
    startEarlyReads(
      config,
      [
        { path: 'https://elsewhere.example/steal' },
        { path: '//elsewhere.example/steal' },
        { path: '/auth/v1/logout', body: {} },
        { path: '../../auth/v1/logout', body: {} },
      ],
      {},
    );
    expect(sent).toEqual([]);
  });

  it('is not handed over once it is old: the page asks afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyReads(config, [DEGREE], { id: '1' });
    vi.setSystemTime(Date.now() + 60_000);
    await readDegree(1);
    expect(sent.filter((one) => one.includes('/rest/v1/'))).toHaveLength(2);
  });

  it('asks again when the early answer failed', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyReads(config, [DEGREE], { id: '1' });
    const { data, error } = await readDegree(1);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 1 });
  });

  it('starts nothing when the stored session is about to be refreshed: its token would differ', () => {
    window.localStorage.setItem(
      authStorageKey(backend.url),
      JSON.stringify({ access_token: 'old', expires_at: Math.floor(Date.now() / 1000) + 30 }),
    );
    startEarlyReads(config, [DEGREE], { id: '1' });
    expect(sent).toEqual([]);
  });

  it("sends a stored session's token, which a request with the anon key is not served", async () => {
    window.localStorage.setItem(
      authStorageKey(backend.url),
      JSON.stringify({ access_token: 'student', expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    );
    startEarlyReads(config, [DEGREE], { id: '1' });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer student');
    const url = `${backend.url}/rest/v1/cut_off_scores?select=id,career,university,city,score&id=eq.1`;
    const anon = { headers: { authorization: `Bearer ${backend.anonKey}` } };
    expect(takeEarlyRead(url, anon)).toBeNull();
    expect(takeEarlyRead(url, { headers: { authorization: 'Bearer student' } })).not.toBeNull();
  });

  /** The first picture preload the reads added, once there is one. */
  const imagePreload = () =>
    vi.waitFor(() => {
      const found = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      if (!found) throw new Error('no preload yet');
      return found;
    });
  /** What the read answers, asked for straight from the backend. */
  const spotsOf = async (path: string) =>
    (await (
      await realFetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: backend.anonKey } })
    ).json()) as { image_url: string }[];

  it('preloads the picture a row names once the read answers', async () => {
    startEarlyReads(config, [{ path: 'leisure_spots?select=*&limit=1', image: 'image_url' }], {});
    const link = await imagePreload();
    expect(link.href).toMatch(/^https?:\/\/.+\/storage\/v1\/object\/public\//);
  });

  it('preloads the rendition the page shows when the read names its size', async () => {
    const path = 'leisure_spots?select=image_url&order=id.asc&limit=1';
    startEarlyReads(
      config,
      [{ path, image: 'image_url', imageSize: { width: 800, height: 400 } }],
      {},
    );
    const link = await imagePreload();
    const [row] = await spotsOf(path);
    expect(link.getAttribute('href')).toBe(resizedPhotoUrl(row!.image_url, 800, 400));
    expect(link.getAttribute('href')).toMatch(
      /\/storage\/v1\/render\/image\/public\/.+\?width=800&height=400&resize=cover$/,
    );
  });

  it('preloads the original on a project without image transformations, as the page then shows', async () => {
    const path = 'leisure_spots?select=image_url&order=id.asc&limit=1';
    const withoutRenditions = { ...config, imageTransformations: false };
    resetSupabaseForTests();
    initSupabase(withoutRenditions);
    startEarlyReads(
      withoutRenditions,
      [{ path, image: 'image_url', imageSize: { width: 800, height: 400 } }],
      {},
    );
    const link = await imagePreload();
    const [row] = await spotsOf(path);
    expect(link.getAttribute('href')).toBe(row!.image_url);
    expect(resizedPhotoUrl(row!.image_url, 800, 400)).toBe(row!.image_url);
  });

  it("preloads a list of pictures' first with the candidates and sizes of the page's photoSources", async () => {
    const path = 'accommodations?select=image_urls&order=id.asc&limit=1';
    const box = { width: 400, height: 225 };
    const sizes = '(min-width: 1024px) 400px, 100vw';
    startEarlyReads(config, [{ path, image: 'image_urls', imageSize: box, imageSizes: sizes }], {});
    const link = await imagePreload();
    const [row] = (await (
      await realFetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: backend.anonKey } })
    ).json()) as { image_urls: string[] }[];
    const { src, srcSet } = photoSources(row!.image_urls[0]!, box);
    expect(srcSet).toMatch(/ 400w, .+ 800w$/);
    expect(link.getAttribute('href')).toBe(src);
    expect(link.getAttribute('imagesrcset')).toBe(srcSet);
    expect(link.getAttribute('imagesizes')).toBe(sizes);
  });

  it("preloads a gallery's first picture with the renditions it lists, the src one named", async () => {
    const path = 'accommodations?select=image_urls&order=id.asc&limit=1';
    const renditions = [
      { width: 640, height: 360 },
      { width: 960, height: 540 },
    ];
    const sizes = 'calc(100vw - 2rem)';
    startEarlyReads(
      config,
      [
        {
          path,
          image: 'image_urls',
          imageSize: renditions[1],
          imageSizes: sizes,
          imageCandidates: renditions,
        },
      ],
      {},
    );
    const link = await imagePreload();
    const [row] = (await (
      await realFetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: backend.anonKey } })
    ).json()) as { image_urls: string[] }[];
    const photo = row!.image_urls[0]!;
    expect(link.getAttribute('href')).toBe(resizedPhotoUrl(photo, 960, 540));
    expect(link.getAttribute('imagesrcset')).toBe(
      `${resizedPhotoUrl(photo, 640, 360)} 640w, ${resizedPhotoUrl(photo, 960, 540)} 960w`,
    );
    expect(link.getAttribute('imagesizes')).toBe(sizes);
  });

  it("preloads the first rows' pictures of a list, as many as declared, in the list's order", async () => {
    const path = 'leisure_spots?select=image_url&order=id.asc&limit=5';
    startEarlyReads(config, [{ path, image: 'image_url', imageRows: 3 }], {});
    const links = await vi.waitFor(() => {
      const found = document.head.querySelectorAll<HTMLLinkElement>(
        'link[rel="preload"][as="image"]',
      );
      if (found.length === 0) throw new Error('no preload yet');
      return [...found].map((link) => link.href);
    });
    const rows = await spotsOf(path);
    expect(links).toEqual(rows.slice(0, 3).map((row) => row.image_url));
  });
});
