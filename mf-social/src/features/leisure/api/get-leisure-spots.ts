import { loadReader, type Tables } from '@univida/shared-auth';
import { accentInsensitivePattern } from '@univida/shared-auth/search-pattern';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange, pastTheEndTotal } from '@univida/shared-query/paging';
import { SORT_NEWEST, SPOTS_LOAD_ERROR, SPOTS_MAP_LIMIT, SPOTS_PAGE_SIZE } from '../constants';

export interface SpotFilters {
  q: string;
  categoria: string;
  ciudad: string;
  orden: string;
}

export type SpotSummary = Pick<
  Tables<'leisure_spots'>,
  | 'id'
  | 'name'
  | 'category'
  | 'city'
  | 'image_url'
  | 'avg_rating'
  | 'rating_count'
  | 'latitude'
  | 'longitude'
>;

export interface SpotPage {
  spots: SpotSummary[];
  total: number;
}

const SPOT_COLUMNS =
  'id, name, category, city, image_url, avg_rating, rating_count, latitude, longitude';

type Reader = Awaited<ReturnType<typeof loadReader>>;

/**
 * The spots the filters ask for, sorted, as one query still to run (paged by the list, capped by
 * the map). Not async: a query builder is a thenable, and returning it from one would run it.
 */
function searchSpots(reader: Reader, { q, categoria, ciudad, orden }: SpotFilters, count: boolean) {
  let query = reader.from('leisure_spots').select(SPOT_COLUMNS, count ? { count: 'exact' } : {});
  // Accents ignored: 'tranvia' finds 'Bar El Tranvía'.
  const search = accentInsensitivePattern(q);
  if (search) query = query.filter('name', 'imatch', search);
  if (categoria) query = query.eq('category', categoria);
  if (ciudad) query = query.eq('city', ciudad);
  query =
    orden === SORT_NEWEST
      ? query.order('created_at', { ascending: false })
      : query.order('avg_rating', { ascending: false }).order('rating_count', { ascending: false });
  return query.order('id');
}

const summaries = (rows: SpotSummary[]) =>
  rows.map((spot) => ({ ...spot, avg_rating: Number(spot.avg_rating) }));

/** One page of leisure spots, searched, filtered and sorted in the database. */
export async function getLeisureSpots(filters: SpotFilters, page: number): Promise<SpotPage> {
  const [from, to] = pageRange(page, SPOTS_PAGE_SIZE);
  const { data, error, count } = await searchSpots(await loadReader(), filters, true).range(
    from,
    to,
  );
  const counted = pastTheEndTotal(error);
  if (counted !== undefined) return { total: counted, spots: [] };
  if (error) throw error;
  return { total: count ?? 0, spots: summaries(data) };
}

/** Every spot of the search that is on the map (up to SPOTS_MAP_LIMIT), for the map view. */
export async function getSpotMarkers(filters: SpotFilters): Promise<SpotSummary[]> {
  const { data, error } = await searchSpots(await loadReader(), filters, false)
    .not('latitude', 'is', null)
    .limit(SPOTS_MAP_LIMIT);
  if (error) throw error;
  return summaries(data);
}

export const getLeisureSpotsQueryOptions = (
  { q, categoria, ciudad, orden }: SpotFilters,
  page: number,
) =>
  queryOptions({
    queryKey: ['leisure', 'list', { q, categoria, ciudad, orden }, page],
    queryFn: () => getLeisureSpots({ q, categoria, ciudad, orden }, page),
    meta: { errorTitle: SPOTS_LOAD_ERROR },
  });

export function useLeisureSpots(filters: SpotFilters, page: number) {
  return useQuery({
    ...getLeisureSpotsQueryOptions(filters, page),
    placeholderData: (previous) => previous,
  });
}

export function useSpotMarkers({ q, categoria, ciudad, orden }: SpotFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['leisure', 'markers', { q, categoria, ciudad, orden }],
    queryFn: () => getSpotMarkers({ q, categoria, ciudad, orden }),
    meta: { errorTitle: SPOTS_LOAD_ERROR },
    enabled,
    placeholderData: (previous) => previous,
  });
}
