import { installFakeRest } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import { getFavoriteAccommodations } from '../get-favorite-accommodations';

const listing = (id: string) => ({
  id,
  name: `Piso ${id}`,
  city: 'Valencia',
  accommodation_type: 'piso',
  price_per_room: 400,
  image_urls: [],
});

// Rows in no particular order: only the query's own filters and order shape the answer.
const favorite = (
  user_id: string,
  item_id: string,
  created_at: string,
  item_type = 'accommodation',
) => ({
  user_id,
  item_id,
  item_type,
  created_at,
});

describe('getFavoriteAccommodations', () => {
  it("gives the user's accommodation favourites, newest first, skipping listings deleted since", async () => {
    await installFakeRest({
      favorites: [
        favorite('ana', 'a', '2026-11-01T10:00:00Z'),
        favorite('rosa', 'c', '2026-11-05T10:00:00Z'),
        favorite('ana', 'gone', '2026-11-02T10:00:00Z'),
        favorite('ana', 'b', '2026-11-03T10:00:00Z'),
        favorite('ana', 'p', '2026-11-04T10:00:00Z', 'profile'),
      ],
      accommodations: [listing('a'), listing('b'), listing('c'), listing('p')],
    });
    const result = await getFavoriteAccommodations('ana');
    expect(result.map((item) => item.id)).toEqual(['b', 'a']);
    expect(result[0]).toEqual(listing('b'));
  });

  it('is empty without favourites, and throws what the backend answers', async () => {
    await installFakeRest({
      favorites: [favorite('rosa', 'a', '2026-11-01T10:00:00Z')],
      accommodations: [listing('a')],
    });
    await expect(getFavoriteAccommodations('ana')).resolves.toEqual([]);
    await installFakeRest({ favorites: [], accommodations: [] }, { failing: ['favorites'] });
    await expect(getFavoriteAccommodations('ana')).rejects.toThrow('boom');
  });
});
