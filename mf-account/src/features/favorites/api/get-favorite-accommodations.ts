import { queryOptions, useQuery } from '@univida/shared-query';
import { getSupabase, type Tables } from '@univida/shared-auth';

export const FAVORITES_LOAD_ERROR = 'No se pudieron cargar tus favoritos';

export type FavoriteAccommodation = Pick<
  Tables<'accommodations'>,
  'id' | 'name' | 'city' | 'accommodation_type' | 'price_per_room' | 'image_urls'
>;

/**
 * The user's favourite accommodations, newest favourite first. favorites.item_id has no foreign
 * key (it may point at other item types later), so the listings are fetched by id.
 */
export async function getFavoriteAccommodations(userId: string): Promise<FavoriteAccommodation[]> {
  const supabase = getSupabase();
  const favorites = await supabase
    .from('favorites')
    .select('item_id')
    .eq('user_id', userId)
    .eq('item_type', 'accommodation')
    .order('created_at', { ascending: false });
  if (favorites.error) throw favorites.error;
  const ids = favorites.data.map((favorite) => favorite.item_id);
  if (ids.length === 0) return [];

  const accommodations = await supabase
    .from('accommodations')
    .select('id, name, city, accommodation_type, price_per_room, image_urls')
    .in('id', ids);
  if (accommodations.error) throw accommodations.error;
  const byId = new Map(
    accommodations.data.map((accommodation) => [accommodation.id, accommodation]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
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
