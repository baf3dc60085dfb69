import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig, parseAppConfig } from '../config/app-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon-key',
  remotes: { mf_admin: { entry: 'http://localhost:4005/remoteEntry.js', routes: ['/admin'] } },
  allowedPreviewOrigins: ['https://preview.univida.es'],
  mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '&copy; OSM' },
  imageTransformations: false,
};

describe('parseAppConfig', () => {
  it('accepts a complete config', () => {
    expect(parseAppConfig(valid)).toEqual(valid);
    const redirecting = {
      ...valid,
      remotes: {
        mf_admin: { ...valid.remotes.mf_admin, visitorRedirects: { '/admin': '/login' } },
      },
    };
    expect(parseAppConfig(redirecting)).toEqual(redirecting);
  });

  it('defaults remotes and preview origins for a standalone remote config', () => {
    const config = parseAppConfig({ supabaseUrl: valid.supabaseUrl, supabaseAnonKey: 'k' });
    expect(config.remotes).toEqual({});
    expect(config.allowedPreviewOrigins).toEqual([]);
    // supabase-local and hosted plans with image transformations make renditions.
    expect(config.imageTransformations).toBe(true);
  });

  it.each([
    ['a missing anon key', { ...valid, supabaseAnonKey: '' }, 'supabaseAnonKey'],
    ['a non-http Supabase URL', { ...valid, supabaseUrl: 'javascript:alert(1)' }, 'supabaseUrl'],
    [
      'a route without a leading slash',
      { ...valid, remotes: { mf_admin: { entry: 'x', routes: ['admin'] } } },
      'routes',
    ],
    ['a switch that is not a boolean', { ...valid, imageTransformations: 'off' }, 'imageTransformations'],
    [
      'a tile template that is not http(s)',
      { ...valid, mapTiles: { url: 'javascript:alert(1)//{z}', attribution: '' } },
      'mapTiles',
    ],
    [
      "a visitor's redirect with a query string",
      {
        ...valid,
        remotes: {
          mf_admin: { entry: 'x', routes: ['/admin'], visitorRedirects: { '/admin': '/login?x' } },
        },
      },
      'visitorRedirects',
    ],
    [
      'a hyphenated remote name',
      { ...valid, remotes: { 'mf-admin': { entry: 'x', routes: ['/admin'] } } },
      'remotes',
    ],
  ])('rejects %s and names the field', (_, raw, field) => {
    expect(() => parseAppConfig(raw)).toThrow(field);
  });
});

describe('loadAppConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches /app-config.json without cache and validates it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(valid)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
  });

  it('reports the HTTP status when the file is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(loadAppConfig('/cfg.json')).rejects.toThrow('Could not load /cfg.json: HTTP 404');
  });

  it('takes a response already asked for, and validates it the same way', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig(Promise.resolve(Response.json(valid)))).resolves.toEqual(valid);
    await expect(loadAppConfig(Promise.resolve(Response.json({ remotes: 1 })))).rejects.toThrow(
      'supabaseUrl',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
