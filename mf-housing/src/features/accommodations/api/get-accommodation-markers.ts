import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { LIST_LOAD_ERROR, MAP_MARKER_LIMIT, SORT_ORDER, SUMMARY_COLUMNS } from '../constants';
import type { AccommodationFilters, AccommodationSummary } from '../types';
import { applyFilters } from './apply-filters';

/**
 * The map's markers: the same search, not paged but capped, and only listings placed on the map.
 * Each row carries what its card needs, so clicking a marker shows the card with no request.
 */
export async function getAccommodationMarkers(
  filters: AccommodationFilters,
): Promise<AccommodationSummary[]> {
  const { column, ascending } = SORT_ORDER[filters.sort];
  const reader = await loadReader();
  const { data, error } = await applyFilters(
    reader.from('accommodations').select(SUMMARY_COLUMNS).not('latitude', 'is', null),
    filters,
  )
    .order(column, { ascending, nullsFirst: false })
    .order('id')
    .limit(MAP_MARKER_LIMIT);
  if (error) throw error;
  return data;
}

export const getAccommodationMarkersQueryOptions = (filters: AccommodationFilters) =>
  queryOptions({
    queryKey: ['accommodations', 'markers', { ...filters, page: undefined, view: undefined }],
    queryFn: () => getAccommodationMarkers(filters),
    meta: { errorTitle: LIST_LOAD_ERROR.title },
  });

export function useAccommodationMarkers(filters: AccommodationFilters) {
  return useQuery({
    ...getAccommodationMarkersQueryOptions(filters),
    placeholderData: (previous) => previous,
  });
}
