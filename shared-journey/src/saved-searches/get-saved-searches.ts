import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import type { SavedSearch, SavedSearchKind } from './types';

/** Everything read about saved searches: a change invalidates it all. */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;
/** The lists of 'Mis búsquedas', apart from the filters 'Guardar búsqueda' checks. */
export const SAVED_SEARCH_LISTS_KEY = [...SAVED_SEARCHES_KEY, 'list'] as const;

/** The signed-in user's saved searches, newest first, each with its new results counted in SQL. */
export async function getSavedSearches(): Promise<SavedSearch[]> {
  const supabase = getSupabase();
  const [searches, counts] = await Promise.all([
    supabase
      .from('saved_searches')
      .select('id, kind, name, query, digest, created_at')
      .order('created_at', { ascending: false }),
    supabase.rpc('saved_search_new_counts'),
  ]);
  if (searches.error) throw searches.error;
  if (counts.error) throw counts.error;
  const newCounts = new Map(counts.data.map((row) => [row.id, Number(row.new_count ?? 0)]));
  return searches.data.map((row) => ({
    id: row.id,
    kind: row.kind as SavedSearchKind,
    name: row.name,
    query: row.query,
    digest: row.digest,
    createdAt: row.created_at,
    newCount: newCounts.get(row.id) ?? 0,
  }));
}

/** Keyed by user: the cache never shows one account's searches to the next. */
export const getSavedSearchesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...SAVED_SEARCH_LISTS_KEY, userId],
    queryFn: getSavedSearches,
    meta: { errorTitle: 'Error al cargar tus búsquedas' },
  });

export const useSavedSearches = (userId: string) => useQuery(getSavedSearchesQueryOptions(userId));
