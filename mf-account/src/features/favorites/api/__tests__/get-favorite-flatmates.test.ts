import { installFakeRest } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import { getFavoriteFlatmates } from '../get-favorite-flatmates';

const profile = (id: string) => ({
  id,
  full_name: `Compi ${id}`,
  career: 'Medicina',
  city: 'Valencia',
  budget: 400,
  profile_picture_url: null,
  bio: 'not asked for',
});

const favorite = (user_id: string, item_id: string, created_at: string, item_type = 'profile') => ({
  user_id,
  item_id,
  item_type,
  created_at,
});

describe('getFavoriteFlatmates', () => {
  it("gives the user's saved flatmates, newest first, without listings or profiles gone since", async () => {
    await installFakeRest({
      favorites: [
        favorite('ana', 'lucia', '2026-11-01T10:00:00Z'),
        favorite('ana', 'gone', '2026-11-02T10:00:00Z'),
        favorite('ana', 'pablo', '2026-11-03T10:00:00Z'),
        favorite('ana', 'piso', '2026-11-04T10:00:00Z', 'accommodation'),
        favorite('rosa', 'marta', '2026-11-05T10:00:00Z'),
      ],
      profiles: [profile('lucia'), profile('pablo'), profile('marta'), profile('piso')],
    });
    const result = await getFavoriteFlatmates('ana');
    expect(result.map((item) => item.id)).toEqual(['pablo', 'lucia']);
    const { bio: _bio, ...asked } = profile('pablo');
    expect(result[0]).toEqual(asked);
  });

  it('is empty without saved flatmates, and throws what the backend answers', async () => {
    await installFakeRest({ favorites: [], profiles: [profile('lucia')] });
    await expect(getFavoriteFlatmates('ana')).resolves.toEqual([]);
    await installFakeRest({ favorites: [], profiles: [] }, { failing: ['favorites'] });
    await expect(getFavoriteFlatmates('ana')).rejects.toThrow('boom');
  });
});
