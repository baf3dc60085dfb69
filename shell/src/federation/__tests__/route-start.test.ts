import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRemote, startRoute } from '../route-start';
import { testConfig } from './test-config';

describe('matchRemote', () => {
  it.each([
    ['/notas-corte', 'mf_university'],
    ['/carrera/42', 'mf_university'],
    ['/alojamiento', 'mf_housing'],
    ['/alojamiento/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', 'mf_housing'],
    ['/alojamiento/', 'mf_housing'],
    ['/chats', 'mf_housing'],
    ['/admin', 'mf_admin'],
  ])('sends %s to %s', (pathname, remote) => {
    expect(matchRemote(pathname, testConfig.remotes)).toBe(remote);
  });

  it.each(['/', '/admin/users', '/alojamiento/1/fotos', '/no-existe', '/notas'])(
    'leaves %s to the shell (404 or a shell page)',
    (pathname) => {
      expect(matchRemote(pathname, testConfig.remotes)).toBeNull();
    },
  );

  it('honours splat routes given in the config', () => {
    expect(matchRemote('/admin/users/3', { mf_admin: { entry: 'x', routes: ['/admin/*'] } })).toBe(
      'mf_admin',
    );
  });
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.href,
  );

/** Answers every fetch with `body` as JSON (the remote's route-preload.json), recording the URLs. */
function serveRoutePreload(body: unknown, status = 200) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL | string) => {
      fetched.push(String(url));
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return fetched;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRoute', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    vi.unstubAllGlobals();
  });

  it("starts the page's remoteEntry, then the chunks its list names for that route", async () => {
    const fetched = serveRoutePreload({
      routes: {
        '/notas-corte': ['assets/cut-off-scores-page-1.js'],
        '/carrera/:id': ['assets/app-2.js', 'assets/degree-detail-page-3.js'],
      },
    });
    startRoute(testConfig.remotes, '/carrera/7');
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);
    await settle();
    expect(fetched).toEqual(['http://localhost:4001/route-preload.json']);
    expect(preloads()).toEqual([
      'http://localhost:4001/remoteEntry.js',
      'http://localhost:4001/assets/app-2.js',
      'http://localhost:4001/assets/degree-detail-page-3.js',
    ]);
  });

  it('preloads no file of another origin, and only remoteEntry when the list is missing', async () => {
    serveRoutePreload({ routes: { '/notas-corte': ['https://evil.example/x.js'] } });
    startRoute(testConfig.remotes, '/notas-corte');
    await settle();
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    serveRoutePreload('No encontrado', 404);
    startRoute(testConfig.remotes, '/notas-corte');
    await settle();
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);
  });

  it("starts nothing for the shell's own pages nor for an admin-only remote", () => {
    const fetched = serveRoutePreload({ routes: {} });
    startRoute(testConfig.remotes, '/');
    startRoute(testConfig.remotes, '/admin');
    expect(preloads()).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('starts the Supabase client only for a remote whose pages do not load it themselves', () => {
    serveRoutePreload({ routes: {} });
    const remotes = {
      ...testConfig.remotes,
      mf_university: { ...testConfig.remotes.mf_university!, pagesLoadSupabase: true },
    };
    const loadClient = vi.fn(() => Promise.resolve());
    startRoute(remotes, '/notas-corte', loadClient);
    expect(loadClient).not.toHaveBeenCalled();
    startRoute(remotes, '/alojamiento', loadClient);
    expect(loadClient).toHaveBeenCalledOnce();
  });
});
