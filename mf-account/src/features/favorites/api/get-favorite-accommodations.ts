import { queryOptions, useQuery } from '@univida/shared-query';
import { getSupabase, type Tables } from '@univida/shared-auth';
import { getSavedIds, inSavedOrder } from './saved-ids';

export const FAVORITES_LOAD_ERROR = 'No se pudieron cargar tus favoritos';

export type FavoriteAccommodation = Pick<
  Tables<'accommodations'>,
  'id' | 'name' | 'city' | 'accommodation_type' | 'price_per_room' | 'image_urls'
>;

/** The user's favourite accommodations, newest favourite first. */
export async function getFavoriteAccommodations(userId: string): Promise<FavoriteAccommodation[]> {
  const ids = await getSavedIds(userId, 'accommodation');
  if (ids.length === 0) return [];
  const accommodations = await getSupabase()
    .from('accommodations')
    .select('id, name, city, accommodation_type, price_per_room, image_urls')
    .in('id', ids);
  if (accommodations.error) throw accommodations.error;
  return inSavedOrder(ids, accommodations.data);
}

/** Under ['favorites', userId] so any favourite change for the user refreshes it. */
export const getFavoriteAccommodationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['favorites', userId, 'accommodations'],
    queryFn: () => getFavoriteAccommodations(userId),
    meta: { errorTitle: FAVORITES_LOAD_ERROR },
  });

export function useFavoriteAccommodations(userId: string) {
  return useQuery(getFavoriteAccommodationsQueryOptions(userId));
}
