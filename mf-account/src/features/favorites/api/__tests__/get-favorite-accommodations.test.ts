import { describe, expect, it, vi } from 'vitest';
import { getFavoriteAccommodations } from '../get-favorite-accommodations';

const { calls, tables } = vi.hoisted(() => ({
  calls: [] as string[],
  tables: {} as Record<string, { data: unknown; error: unknown }>,
}));
// A chainable stand-in for supabase.from(...): records each call, resolves to the table's answer.
vi.mock('@univida/shared-auth', () => ({
  getSupabase: () => ({
    from: (table: string) => {
      const chain: Record<string, unknown> = {
        then: (resolve: (value: unknown) => void) => resolve(tables[table]),
      };
      for (const method of ['select', 'eq', 'order', 'in']) {
        chain[method] = (...args: unknown[]) => {
          calls.push(`${table}.${method}(${JSON.stringify(args)})`);
          return chain;
        };
      }
      return chain;
    },
  }),
}));

const listing = (id: string) => ({
  id,
  name: `Piso ${id}`,
  city: 'Valencia',
  accommodation_type: 'piso',
  price_per_room: 400,
  image_urls: [],
});

describe('getFavoriteAccommodations', () => {
  it('reads the user’s accommodation favourites, then those listings by id, newest favourite first', async () => {
    tables.favorites = {
      data: [{ item_id: 'b' }, { item_id: 'gone' }, { item_id: 'a' }],
      error: null,
    };
    tables.accommodations = { data: [listing('a'), listing('b')], error: null };
    const result = await getFavoriteAccommodations('user-1');
    expect(result.map((item) => item.id)).toEqual(['b', 'a']); // a listing deleted since is skipped
    expect(calls).toContain('favorites.eq(["user_id","user-1"])');
    expect(calls).toContain('favorites.eq(["item_type","accommodation"])');
    expect(calls).toContain('accommodations.in(["id",["b","gone","a"]])');
  });

  it('makes no listing request when there are no favourites, and throws backend errors', async () => {
    calls.length = 0;
    tables.favorites = { data: [], error: null };
    await expect(getFavoriteAccommodations('user-1')).resolves.toEqual([]);
    expect(calls.some((call) => call.startsWith('accommodations'))).toBe(false);
    tables.favorites = { data: null, error: new Error('permission denied') };
    await expect(getFavoriteAccommodations('user-1')).rejects.toThrow('permission denied');
  });
});
