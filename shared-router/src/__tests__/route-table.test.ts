import { describe, expect, it } from 'vitest';
import { defineRoutes, loadWith } from '../route-table';

const page = (title: string) => ({ title, description: `${title}.` });

const housing = defineRoutes(
  'mf_housing',
  {
    list: '/alojamiento',
    detail: '/alojamiento/:id',
    chat: '/chats/:conversationId/with/:userId',
  },
  { meta: { list: page('Alojamiento'), detail: page('Detalle'), chat: page('Chat') } },
);

describe('defineRoutes', () => {
  it('builds paths from their patterns, encoding parameters', () => {
    expect(housing.paths.list()).toBe('/alojamiento');
    expect(housing.paths.detail({ id: 'a b/c' })).toBe('/alojamiento/a%20b%2Fc');
    expect(housing.paths.chat({ conversationId: 7, userId: 'u1' })).toBe('/chats/7/with/u1');
  });

  it('appends a query, leaving out empty values', () => {
    expect(
      housing.paths.list({}, { ciudad: 'Valencia', precio: 500, tipo: undefined, q: '' }),
    ).toBe('/alojamiento?ciudad=Valencia&precio=500');
  });

  it('refuses a missing parameter', () => {
    expect(() => housing.paths.detail({ id: '' })).toThrow('Missing "id" for /alojamiento/:id');
  });

  it('keeps the patterns and who may load the remote', () => {
    expect(housing.patterns.detail).toBe('/alojamiento/:id');
    expect(housing.adminOnly).toBe(false);
    expect(housing.pagesLoadSupabase).toBe(false);
    expect(
      defineRoutes(
        'mf_admin',
        { dashboard: '/admin' },
        { adminOnly: true, meta: { dashboard: page('Panel') } },
      ).adminOnly,
    ).toBe(true);
    expect(
      defineRoutes(
        'mf_account',
        { login: '/login' },
        { pagesLoadSupabase: true, meta: { login: page('Entrar') } },
      ).pagesLoadSupabase,
    ).toBe(true);
  });

  it("names a visitor's redirects by pattern", () => {
    expect(housing.visitorRedirects).toEqual({});
    const chats = defineRoutes(
      'mf_housing',
      { list: '/alojamiento', chats: '/chats/:id' },
      {
        visitorRedirects: { chats: '/login' },
        meta: { list: page('Alojamiento'), chats: page('Chats') },
      },
    );
    expect(chats.visitorRedirects).toEqual({ '/chats/:id': '/login' });
  });
});

describe('loadWith', () => {
  it("resolves a page's module only once what it needs is ready too, starting both at once", async () => {
    const started: string[] = [];
    let ready = () => {};
    const load = loadWith(
      () => {
        started.push('needs');
        return new Promise<void>((resolve) => (ready = resolve));
      },
      async () => {
        started.push('page');
        return { default: 'Página' };
      },
    );
    let loaded: { default: string } | undefined;
    const loading = load().then((module) => (loaded = module));
    await Promise.resolve();
    expect(started.sort()).toEqual(['needs', 'page']);
    expect(loaded).toBeUndefined();
    ready();
    await loading;
    expect(loaded).toEqual({ default: 'Página' });
  });

  it('fails with what it needs, so the page shows its error instead of running without it', async () => {
    const load = loadWith(
      () => Promise.reject(new Error('sin conexión')),
      async () => ({ default: 'Página' }),
    );
    await expect(load()).rejects.toThrow('sin conexión');
  });
});
