import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { EXACT_COUNT_LIMIT, LIST_LOAD_ERROR, PAGE_SIZE } from '../constants';
import type { AccommodationFilters, AccommodationSummary, SortOption } from '../types';
import { applyFilters, countFor } from './apply-filters';

export const SUMMARY_COLUMNS =
  'id, name, address, city, accommodation_type, price_per_room, total_rooms, available_rooms, square_meters, distance_to_university_km, closest_university, image_urls, latitude, longitude';

/** Each sort, with the id last so pages never overlap or skip between requests. */
export const SORT_ORDER: Record<SortOption, { column: string; ascending: boolean }> = {
  recientes: { column: 'created_at', ascending: false },
  'precio-asc': { column: 'price_per_room', ascending: true },
  'precio-desc': { column: 'price_per_room', ascending: false },
  distancia: { column: 'distance_to_university_km', ascending: true },
};

export interface AccommodationPage {
  rows: AccommodationSummary[];
  /** Every listing the filters match, across pages. */
  total: number;
  /** The planner's estimate, not a count (the whole table, past EXACT_COUNT_LIMIT rows). */
  approximate: boolean;
}

/** One page of the search: filtered, sorted, counted and cut in the database. */
export async function getAccommodations(filters: AccommodationFilters): Promise<AccommodationPage> {
  const { column, ascending } = SORT_ORDER[filters.sort];
  const from = (filters.page - 1) * PAGE_SIZE;
  const countMode = countFor(filters);
  const query = applyFilters(
    getSupabase().from('accommodations').select(SUMMARY_COLUMNS, { count: countMode }),
    filters,
  );
  const { data, error, count } = await query
    .order(column, { ascending, nullsFirst: false })
    .order('id')
    .range(from, from + PAGE_SIZE - 1);
  if (error) throw error;
  const total = count ?? data.length;
  return { rows: data, total, approximate: countMode === 'estimated' && total > EXACT_COUNT_LIMIT };
}

export const getAccommodationsQueryOptions = (filters: AccommodationFilters) =>
  queryOptions({
    // The view (list or map) changes what is drawn, not what is asked.
    queryKey: ['accommodations', 'list', { ...filters, view: undefined }],
    queryFn: () => getAccommodations(filters),
    meta: { errorTitle: LIST_LOAD_ERROR.title },
  });

/** The page of results; the previous page stays on screen while the next one loads. */
export function useAccommodations(filters: AccommodationFilters) {
  return useQuery({ ...getAccommodationsQueryOptions(filters), placeholderData: (previous) => previous });
}
