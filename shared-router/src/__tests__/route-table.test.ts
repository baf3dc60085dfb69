import { describe, expect, it } from 'vitest';
import { defineRoutes } from '../route-table';

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
});
