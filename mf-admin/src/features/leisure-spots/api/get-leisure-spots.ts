import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '@univida/shared-query/paging';
import { ADMIN_QUERY_KEY, PAGE_SIZE } from '../../../constants';
import type { TableParams } from '../../../hooks/use-table-params';
import { searchPattern } from '../../../lib/search-pattern';
import { toPage, type Page } from '../../../lib/table-page';

export const SPOT_SORTS = ['created_at', 'name', 'category', 'city', 'avg_rating'] as const;
export type SpotSort = (typeof SPOT_SORTS)[number];

const COLUMNS = 'id, name, description, category, city, address, avg_rating, rating_count';

/** Leisure spots filtered by name and city, sorted and paged in the database. */
export async function getLeisureSpots(params: TableParams<SpotSort>) {
  let request = getSupabase().from('leisure_spots').select(COLUMNS, { count: 'exact' });
  if (params.search.trim()) request = request.ilike('name', searchPattern(params.search));
  if (params.city) request = request.eq('city', params.city);
  const [from, to] = pageRange(params.page, PAGE_SIZE);
  return toPage(
    await request.order(params.sort, { ascending: params.ascending }).order('id').range(from, to),
  );
}

export type AdminLeisureSpot =
  Awaited<ReturnType<typeof getLeisureSpots>> extends Page<infer Row> ? Row : never;

export const getLeisureSpotsQueryOptions = (params: TableParams<SpotSort>) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'leisure-spots', params],
    queryFn: () => getLeisureSpots(params),
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Error al cargar las zonas de ocio' },
  });

export function useLeisureSpots(params: TableParams<SpotSort>) {
  return useQuery(getLeisureSpotsQueryOptions(params));
}
