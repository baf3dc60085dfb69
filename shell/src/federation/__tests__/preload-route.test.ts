import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteRegistry } from '../remote-registry';
import { testConfig } from './test-config';

const runtime = { registerRemotes: vi.fn(), loadRemote: vi.fn() };
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

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe('RemoteRegistry.preloadRoute', () => {
  it("starts the page's remoteEntry and the Supabase client before anything renders", () => {
    serveRoutePreload({ routes: {} });
    const prepare = vi.fn(() => Promise.resolve());
    new RemoteRegistry(testConfig, runtime, { prepare }).preloadRoute('/carrera/7');
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);
    expect(prepare).toHaveBeenCalledOnce();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("then preloads the chunks the remote's list names for that route, from the remote's origin", async () => {
    const fetched = serveRoutePreload({
      routes: {
        '/notas-corte': ['assets/cut-off-scores-page-1.js'],
        '/carrera/:id': ['assets/app-2.js', 'assets/degree-detail-page-3.js'],
      },
    });
    new RemoteRegistry(testConfig, runtime).preloadRoute('/carrera/7');
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
    new RemoteRegistry(testConfig, runtime).preloadRoute('/notas-corte');
    await settle();
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    serveRoutePreload('No encontrado', 404);
    new RemoteRegistry(testConfig, runtime).preloadRoute('/notas-corte');
    await settle();
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);
  });

  it("preloads nothing for the shell's own pages nor for an admin-only remote", () => {
    const fetched = serveRoutePreload({ routes: {} });
    const prepare = vi.fn(() => Promise.resolve());
    const registry = new RemoteRegistry(testConfig, runtime, { prepare });
    registry.preloadRoute('/');
    registry.preloadRoute('/admin');
    expect(preloads()).toEqual([]);
    expect(fetched).toEqual([]);
    expect(prepare).not.toHaveBeenCalled();
  });

  it("only prepares the Supabase client when the page's first script started the code", () => {
    const fetched = serveRoutePreload({ routes: {} });
    const prepare = vi.fn(() => Promise.resolve());
    new RemoteRegistry(testConfig, runtime, { prepare }).preloadRoute('/carrera/7', {
      codeStarted: true,
    });
    expect(preloads()).toEqual([]);
    expect(fetched).toEqual([]);
    expect(prepare).toHaveBeenCalledOnce();
  });

  it('leaves the Supabase client to the pages of a remote that loads it with them', () => {
    serveRoutePreload({ routes: {} });
    const prepare = vi.fn(() => Promise.resolve());
    const config = {
      ...testConfig,
      remotes: {
        ...testConfig.remotes,
        mf_university: { ...testConfig.remotes.mf_university!, pagesLoadSupabase: true },
      },
    };
    new RemoteRegistry(config, runtime, { prepare }).preloadRoute('/notas-corte');
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('leaves a failed Supabase load to the route that awaits it', async () => {
    serveRoutePreload({ routes: {} });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const prepare = vi.fn(() => Promise.reject(new Error('backend down')));
    new RemoteRegistry(testConfig, runtime, { prepare }).preloadRoute('/notas-corte');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
