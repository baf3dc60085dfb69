import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { isPastTheEnd, pageRange } from '@univida/shared-query/paging';
import {
  EXACT_COUNT_LIMIT,
  LIST_LOAD_ERROR,
  PAGE_SIZE,
  SORT_ORDER,
  SUMMARY_COLUMNS,
} from '../constants';
import type { AccommodationFilters, AccommodationSummary } from '../types';
import { applyFilters, countFor } from './apply-filters';

export interface AccommodationPage {
  rows: AccommodationSummary[];
  /** Every listing the filters match, across pages. */
  total: number;
  /** The planner's estimate, not a count (the whole table, past EXACT_COUNT_LIMIT rows). */
  approximate: boolean;
}

/** Every listing the filters match, counted by the database (no rows). */
async function countExactly(filters: AccommodationFilters): Promise<number> {
  const reader = await loadReader();
  const { count, error } = await applyFilters(
    reader.from('accommodations').select('id', { count: 'exact', head: true }),
    filters,
  );
  if (error) throw error;
  return count ?? 0;
}

/** One page as asked, or null when PostgREST refuses it for starting past the total it counted. */
async function requestPage(filters: AccommodationFilters, count: 'exact' | 'estimated') {
  const { column, ascending } = SORT_ORDER[filters.sort];
  const [from, to] = pageRange(filters.page, PAGE_SIZE);
  const reader = await loadReader();
  const {
    data,
    error,
    count: total,
  } = await applyFilters(reader.from('accommodations').select(SUMMARY_COLUMNS, { count }), filters)
    .order(column, { ascending, nullsFirst: false })
    .order('id')
    .range(from, to);
  if (isPastTheEnd(error)) return null;
  if (error) throw error;
  return { rows: data, total: total ?? data.length };
}

/** One page of the search: filtered, sorted, counted and cut in the database. */
export async function getAccommodations(filters: AccommodationFilters): Promise<AccommodationPage> {
  const [from] = pageRange(filters.page, PAGE_SIZE);
  const countMode = countFor(filters);
  const page = await requestPage(filters, countMode);
  if (page && (countMode === 'exact' || page.total <= EXACT_COUNT_LIMIT)) {
    return { ...page, approximate: false };
  }
  // The planner's estimate can be off either way. Trusted in the middle of the list, it is
  // replaced on what it calls the last page or past the real end: a short page ends the list
  // there, otherwise the database counts.
  if (page && page.rows.length === PAGE_SIZE && from + PAGE_SIZE < page.total) {
    return { ...page, approximate: true };
  }
  if (page && page.rows.length < PAGE_SIZE && (page.rows.length > 0 || from === 0)) {
    return { rows: page.rows, total: from + page.rows.length, approximate: false };
  }
  if (page) return { rows: page.rows, total: await countExactly(filters), approximate: false };
  // Refused past an estimate, the rows may still be there: counted first (a HEAD, which is never
  // refused), the page is asked again only if it exists, so an old link's page 99 costs the
  // browser's console one refused request, not two.
  const total = await countExactly(filters);
  const exact =
    countMode === 'estimated' && from < total ? await requestPage(filters, 'exact') : null;
  if (exact) return { ...exact, approximate: false };
  return { rows: [], total, approximate: false };
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
  return useQuery({
    ...getAccommodationsQueryOptions(filters),
    placeholderData: (previous) => previous,
  });
}
