import { getSupabase } from '@univida/shared-auth';

/** What a favourite points at (favorites.item_type). */
export type FavoriteItemType = 'accommodation' | 'profile';

/**
 * The ids of the items of one type the user saved, newest favourite first. favorites.item_id
 * has no foreign key (item_type picks the table), so callers fetch the items by these ids.
 */
export async function getSavedIds(userId: string, itemType: FavoriteItemType): Promise<string[]> {
  const { data, error } = await getSupabase()
    .from('favorites')
    .select('item_id')
    .eq('user_id', userId)
    .eq('item_type', itemType)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((favorite) => favorite.item_id);
}

/** `rows` in the order of `ids`, leaving out ids whose item is gone since it was saved. */
export function inSavedOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
