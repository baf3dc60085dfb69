import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

/** What a favourite points at (favorites.item_type): a listing or a flatmate's profile. */
export type FavoriteItemType = 'accommodation' | 'profile';

/** Under ['favorites', userId], the prefix every favourites list of the user invalidates. */
export const favoriteIdsQueryKey = (userId: string, itemType: FavoriteItemType) =>
  ['favorites', userId, itemType, 'ids'] as const;

/** The ids of the items of one type the user saved: one request per page, not one per card. */
export async function getFavoriteIds(
  userId: string,
  itemType: FavoriteItemType,
): Promise<string[]> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('favorites')
    .select('item_id')
    .eq('user_id', userId)
    .eq('item_type', itemType);
  if (error) throw error;
  return data.map((row) => row.item_id);
}

export const getFavoriteIdsQueryOptions = (userId: string, itemType: FavoriteItemType) =>
  queryOptions({
    queryKey: favoriteIdsQueryKey(userId, itemType),
    queryFn: () => getFavoriteIds(userId, itemType),
    // The hearts show empty on failure; the list itself stays usable, so no toast.
    meta: { notifyError: false },
  });

export function useFavoriteIds(userId: string | null, itemType: FavoriteItemType) {
  return useQuery({
    ...getFavoriteIdsQueryOptions(userId ?? '', itemType),
    enabled: userId !== null,
  });
}
