import { queryOptions, useQuery } from '@univida/shared-query';
import { getSupabase, type Tables } from '@univida/shared-auth';
import { FAVORITES_LOAD_ERROR } from './get-favorite-accommodations';
import { getSavedIds, inSavedOrder } from './saved-ids';

export type FavoriteFlatmate = Pick<
  Tables<'profiles'>,
  'id' | 'full_name' | 'career' | 'city' | 'budget' | 'profile_picture_url'
>;

/** The flatmates (students' profiles) the user saved from RoomieMatch, newest favourite first. */
export async function getFavoriteFlatmates(userId: string): Promise<FavoriteFlatmate[]> {
  const ids = await getSavedIds(userId, 'profile');
  if (ids.length === 0) return [];
  const profiles = await getSupabase()
    .from('profiles')
    .select('id, full_name, career, city, budget, profile_picture_url')
    .in('id', ids);
  if (profiles.error) throw profiles.error;
  return inSavedOrder(ids, profiles.data);
}

/** Under ['favorites', userId] so a heart on /roomie-match/:id refreshes it too. */
export const getFavoriteFlatmatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['favorites', userId, 'flatmates'],
    queryFn: () => getFavoriteFlatmates(userId),
    meta: { errorTitle: FAVORITES_LOAD_ERROR },
  });

export function useFavoriteFlatmates(userId: string) {
  return useQuery(getFavoriteFlatmatesQueryOptions(userId));
}
