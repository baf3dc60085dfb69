import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '@univida/shared-query/paging';
import { ADMIN_QUERY_KEY, PAGE_SIZE } from '../../../constants';
import type { TableParams } from '../../../hooks/use-table-params';
import { searchPattern } from '../../../lib/search-pattern';
import { toPage, type Page } from '../../../lib/table-page';

export const ACCOMMODATION_SORTS = ['created_at', 'name', 'city', 'price_per_room'] as const;
export type AccommodationSort = (typeof ACCOMMODATION_SORTS)[number];

const COLUMNS = 'id, name, description, city, address, price_per_room, owner:profiles(full_name)';

/** Listings filtered by name and city, sorted and paged in the database, with the owner's name. */
export async function getAccommodations(params: TableParams<AccommodationSort>) {
  let request = getSupabase().from('accommodations').select(COLUMNS, { count: 'exact' });
  if (params.search.trim()) request = request.ilike('name', searchPattern(params.search));
  if (params.city) request = request.eq('city', params.city);
  const [from, to] = pageRange(params.page, PAGE_SIZE);
  return toPage(
    await request.order(params.sort, { ascending: params.ascending }).order('id').range(from, to),
  );
}

export type AdminAccommodation =
  Awaited<ReturnType<typeof getAccommodations>> extends Page<infer Row> ? Row : never;

export const getAccommodationsQueryOptions = (params: TableParams<AccommodationSort>) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'accommodations', params],
    queryFn: () => getAccommodations(params),
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Error al cargar alojamientos' },
  });

export function useAccommodations(params: TableParams<AccommodationSort>) {
  return useQuery(getAccommodationsQueryOptions(params));
}
