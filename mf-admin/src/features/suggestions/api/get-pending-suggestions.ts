import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '@univida/shared-query/paging';
import { ADMIN_QUERY_KEY, PAGE_SIZE } from '../../../constants';
import { toPage, type Page } from '../../../lib/table-page';

/** Pending leisure suggestions only (SPEC §4), newest first, paged in the database. */
export async function getPendingSuggestions(page: number) {
  const [from, to] = pageRange(page, PAGE_SIZE);
  return toPage(
    await getSupabase()
      .from('leisure_spot_suggestions')
      .select('id, name, category, city, suggester_id', { count: 'exact' })
      .eq('status', 'pending')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}

export type PendingSuggestion =
  Awaited<ReturnType<typeof getPendingSuggestions>> extends Page<infer Row> ? Row : never;

export const getPendingSuggestionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'suggestions', page],
    queryFn: () => getPendingSuggestions(page),
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Error al cargar las sugerencias' },
  });

export function usePendingSuggestions(page: number) {
  return useQuery(getPendingSuggestionsQueryOptions(page));
}
