import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig, type RemoteConfig } from '@univida/shared-auth';
import { authStorageKey } from '@univida/shared-auth/session-key';
import { PREVIEW_STORAGE_KEY } from '../../constants';
import { testConfig } from '../../federation/__tests__/test-config';

// page-start.ts runs when imported, as the page's first script does: each test imports it afresh
// at the path it is about, with fetch answering app-config.json and the remote's route-preload.json.

const ROUTE_FILES = {
  routes: {
    '/notas-corte': ['assets/app-2.js'],
    '/carrera/:id': ['assets/app-2.js', 'assets/degree-detail-page-3.js'],
    '/becaria': ['assets/app-2.js', 'assets/becaria-page-4.js'],
    '/chats': ['assets/chats-page-7.js'],
    '/login': ['assets/login-page-8.js'],
  },
  loadsSupabase: ['/carrera/:id'],
  loadsReader: ['/becaria'],
  reads: { '/carrera/:id': [{ path: 'cut_off_scores?select=id,career&id=eq.:id' }] },
};

/** testConfig with one remote's settings changed. */
const withRemote = (name: string, change: Partial<RemoteConfig>) => ({
  ...testConfig,
  remotes: { ...testConfig.remotes, [name]: { ...testConfig.remotes[name]!, ...change } },
});

function serve(config: unknown, status = 200) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL | string) => {
      fetched.push(String(url));
      const body = String(url).endsWith('route-preload.json') ? ROUTE_FILES : config;
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return fetched;
}

async function startAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const { appConfigResponse, startedRoute } = await import('../page-start');
  const startedPath = await startedRoute;
  // route-preload.json's answer, read after the path is known.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { appConfigResponse, startedPath };
}

const hrefs = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map(
    (link) => link.href,
  );

const CHATS_PAGE = 'http://localhost:4002/assets/chats-page-7.js';

/** The page's preloads at `path` once `file` is among them and nothing else follows at once. */
async function settledPreloads(path: string, file: string): Promise<string[]> {
  await startAt(path);
  await expect.poll(() => hrefs('modulepreload')).toContain(file);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return hrefs('modulepreload');
}

/** A first visit to a degree page, which keeps the config and the list; its preloads removed. */
async function firstVisit() {
  const fetched = serve(testConfig);
  await startAt('/carrera/7');
  await vi.waitFor(() => expect(fetched).toHaveLength(3));
  document.head.querySelectorAll('link').forEach((link) => link.remove());
}

beforeEach(() => {
  for (const [name, content] of [
    ['univida:query-code', '/assets/src-2.js'],
    ['univida:supabase-code', '/assets/dist-1.js /assets/tslib-3.js'],
    ['univida:reader-code', '/assets/postgrest-5.js /assets/reader-6.js'],
  ]) {
    const meta = document.createElement('meta');
    meta.name = name!;
    meta.content = content!;
    document.head.append(meta);
  }
});

afterEach(() => {
  document.head.replaceChildren();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // The reads a test started (shared-auth's early-reads.ts keeps them on a global).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('univida.early-reads')];
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the page’s first script', () => {
  it("starts a remote page's code and the shell's code it needs", async () => {
    const fetched = serve(testConfig);
    const { startedPath } = await startAt('/carrera/7');
    expect(startedPath).toBe('/carrera/7');
    await vi.waitFor(() => expect(fetched).toHaveLength(3));
    expect(fetched).toEqual([
      '/app-config.json',
      'http://localhost:4001/route-preload.json',
      // The page's first read, its list says which, with the route's id.
      'http://localhost:54321/rest/v1/cut_off_scores?select=id%2Ccareer&id=eq.7',
    ]);
    expect(hrefs('modulepreload')).toEqual([
      'http://localhost:3000/assets/src-2.js',
      'http://localhost:3000/assets/dist-1.js',
      'http://localhost:3000/assets/tslib-3.js',
      'http://localhost:4001/remoteEntry.js',
      'http://localhost:4001/assets/app-2.js',
      'http://localhost:4001/assets/degree-detail-page-3.js',
    ]);
  });

  it("opens the backend's connections for a remote page's reads and pictures, once", async () => {
    await firstVisit();
    serve(testConfig);
    await startAt('/carrera/9');
    await vi.waitFor(() => expect(hrefs('preconnect')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(links.map((link) => [link.href, link.crossOrigin])).toEqual([
      ['http://localhost:54321/', 'anonymous'],
      ['http://localhost:54321/', null],
    ]);
  });

  it('leaves the reads to the page when the address has a query string', async () => {
    const fetched = serve(testConfig);
    await startAt('/carrera/7?from=notas');
    await expect
      .poll(() => hrefs('modulepreload'))
      .toContain('http://localhost:4001/remoteEntry.js');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual(['/app-config.json', 'http://localhost:4001/route-preload.json']);
  });

  it('hands the same config response to loadAppConfig, which validates it', async () => {
    const fetched = serve(testConfig);
    const { appConfigResponse } = await startAt('/carrera/7');
    await expect(loadAppConfig(appConfigResponse)).resolves.toEqual(testConfig);
    expect(fetched.filter((url) => url === '/app-config.json')).toHaveLength(1);
  });

  it('starts nothing on the shell’s own pages nor for an admin-only remote', async () => {
    serve(testConfig);
    expect((await startAt('/')).startedPath).toBeNull();
    expect((await startAt('/admin')).startedPath).toBeNull();
    expect(hrefs('modulepreload')).toEqual([]);
  });

  it('leaves a preview to the registry, which checks it first', async () => {
    serve(testConfig);
    expect(
      (await startAt('/carrera/7?remote=mf_university@https://x.example/e.js')).startedPath,
    ).toBeNull();
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, '{}');
    expect((await startAt('/carrera/7')).startedPath).toBeNull();
    expect(hrefs('modulepreload')).toEqual([]);
  });

  it('for a remote whose pages load Supabase themselves, fetches it for the pages its list names', async () => {
    const config = withRemote('mf_university', {
      routes: [...testConfig.remotes.mf_university!.routes, '/becaria'],
      pagesLoadSupabase: true,
    });
    serve(config);
    await startAt('/notas-corte');
    expect(hrefs('modulepreload')).toEqual([
      'http://localhost:3000/assets/src-2.js',
      'http://localhost:4001/remoteEntry.js',
      'http://localhost:4001/assets/app-2.js',
    ]);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    await startAt('/carrera/7');
    expect(hrefs('modulepreload')).toContain('http://localhost:3000/assets/dist-1.js');
    expect(hrefs('modulepreload')).not.toContain('http://localhost:3000/assets/reader-6.js');

    // A page that only reads as it renders brings the small reader, not supabase-js.
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    await startAt('/becaria');
    expect(hrefs('modulepreload')).toEqual(
      expect.arrayContaining([
        'http://localhost:3000/assets/postgrest-5.js',
        'http://localhost:3000/assets/reader-6.js',
      ]),
    );
    expect(hrefs('modulepreload')).not.toContain('http://localhost:3000/assets/dist-1.js');
  });

  it("for a visitor on a page that sends visitors to sign in, starts the sign-in page's code too", async () => {
    const config = {
      ...testConfig,
      remotes: {
        ...testConfig.remotes,
        mf_housing: { ...testConfig.remotes.mf_housing!, visitorRedirects: { '/chats': '/login' } },
        mf_account: { entry: 'http://localhost:4004/remoteEntry.js', routes: ['/login'] },
      },
    };
    serve(config);
    // A conversation asked for in the query string (SPEC: /chats?conversationId=…).
    await startAt('/chats?conversationId=7');
    await expect
      .poll(() => hrefs('modulepreload'))
      .toContain('http://localhost:4004/assets/login-page-8.js');
    expect(hrefs('modulepreload')).toEqual(
      expect.arrayContaining([
        'http://localhost:4002/remoteEntry.js',
        CHATS_PAGE,
        'http://localhost:4004/remoteEntry.js',
      ]),
    );

    // A browser holding a session stays on the page: only its own code downloads.
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.setItem(authStorageKey(config.supabaseUrl), '{"access_token":"t"}');
    expect(
      (await settledPreloads('/chats', CHATS_PAGE)).filter((href) => href.includes(':4004/')),
    ).toEqual([]);

    // Nor is an admin-only remote's code downloaded for a visitor.
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.removeItem(authStorageKey(config.supabaseUrl));
    serve({
      ...config,
      remotes: {
        ...config.remotes,
        mf_housing: { ...config.remotes.mf_housing, visitorRedirects: { '/chats': '/admin' } },
      },
    });
    expect(
      (await settledPreloads('/chats', CHATS_PAGE)).filter((href) => href.includes(':4005/')),
    ).toEqual([]);
  });

  it("starts a returning visitor's page from the config and list kept from the last visit, before the config answers", async () => {
    await firstVisit();
    // The next visit: the config and the list take their time (a slow link).
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: URL | string) => {
        fetched.push(String(url));
        return String(url).includes('/rest/v1/')
          ? Promise.resolve(new Response('[]'))
          : new Promise<Response>(() => {});
      }),
    );
    window.history.replaceState(null, '', '/carrera/8');
    vi.resetModules();
    await import('../page-start');
    await vi.waitFor(() =>
      expect(fetched).toContain(
        'http://localhost:54321/rest/v1/cut_off_scores?select=id%2Ccareer&id=eq.8',
      ),
    );
    expect(hrefs('modulepreload')).toEqual(
      expect.arrayContaining([
        'http://localhost:4001/remoteEntry.js',
        'http://localhost:4001/assets/degree-detail-page-3.js',
      ]),
    );
  });

  it('asks once for what the kept copies started when the fresh config and list say the same', async () => {
    await firstVisit();
    const again = serve(testConfig);
    await startAt('/carrera/9');
    await vi.waitFor(() => expect(again).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.filter((url) => url.includes('/rest/v1/'))).toEqual([
      'http://localhost:54321/rest/v1/cut_off_scores?select=id%2Ccareer&id=eq.9',
    ]);
    const preloads = hrefs('modulepreload');
    expect(preloads).toHaveLength(new Set(preloads).size);
  });

  it.each([
    ['on another origin', 'http://localhost:4101/'],
    ['at another path of its origin', 'http://localhost:4001/v2/'],
  ])('starts from the fresh config when the remote moved %s', async (_, base) => {
    await firstVisit();
    const fetched = serve(withRemote('mf_university', { entry: `${base}remoteEntry.js` }));
    await startAt('/carrera/7');
    await expect
      .poll(() => hrefs('modulepreload'))
      .toContain(`${base}assets/degree-detail-page-3.js`);
    expect(fetched).toContain(`${base}route-preload.json`);
    // The next visit keeps only the list of the remote the config names.
    expect(
      Object.keys(JSON.parse(window.localStorage.getItem('univida:page-start')!).lists),
    ).toEqual([`${base}route-preload.json`]);
  });

  it('leaves a config that fails or is not what it expects to bootstrap, which reports it', async () => {
    serve({ remotes: 'no' });
    expect((await startAt('/carrera/7')).startedPath).toBeNull();
    serve('No encontrado', 404);
    const { startedPath, appConfigResponse } = await startAt('/carrera/7');
    expect(startedPath).toBeNull();
    await expect(loadAppConfig(appConfigResponse)).rejects.toThrow('HTTP 404');
    expect(hrefs('modulepreload')).toEqual([]);
  });
});
