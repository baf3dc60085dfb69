import { getSupabase } from '@univida/shared-auth';
import { hashKey, useQuery } from '@univida/shared-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';
import type { SavedSearchFilters, SavedSearchKind } from './types';

/**
 * A search's filters as one string, the same whatever the order of their keys or an absent one,
 * as jsonb (which decides what is saved once) compares them: TanStack Query's own key hash.
 */
const filtersKey = (filters: unknown): string => hashKey([filters]);

/** The filters of the signed-in user's saved searches of one list, as filtersKey strings. */
export async function getSavedFilters(kind: SavedSearchKind): Promise<Set<string>> {
  const { data, error } = await getSupabase()
    .from('saved_searches')
    .select('filters')
    .eq('kind', kind);
  if (error) throw error;
  return new Set(data.map((row) => filtersKey(row.filters)));
}

/**
 * Whether the list's current filters are saved already. Under the saved searches' key, so saving
 * or deleting one (which invalidates it) refreshes the answer; false while unknown or on failure,
 * when 'Guardar búsqueda' stays what it was and the database still keeps one copy.
 */
export function useIsSearchSaved(
  userId: string | undefined,
  kind: SavedSearchKind,
  filters: SavedSearchFilters,
): boolean {
  const saved = useQuery({
    queryKey: [...SAVED_SEARCHES_KEY, 'filters', userId, kind],
    queryFn: () => getSavedFilters(kind),
    enabled: Boolean(userId),
    meta: { notifyError: false },
  });
  return Boolean(userId && saved.data?.has(filtersKey(filters)));
}
