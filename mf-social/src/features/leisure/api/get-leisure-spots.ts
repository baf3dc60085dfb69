import { loadReader, type Tables } from '@univida/shared-auth';
import { accentInsensitivePattern } from '@univida/shared-auth/search-pattern';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '../../../lib/page-range';
import { SORT_NEWEST, SPOTS_LOAD_ERROR, SPOTS_PAGE_SIZE } from '../constants';

export interface SpotFilters {
  q: string;
  categoria: string;
  ciudad: string;
  orden: string;
}

export type SpotSummary = Pick<
  Tables<'leisure_spots'>,
  'id' | 'name' | 'category' | 'city' | 'image_url' | 'avg_rating' | 'rating_count' | 'latitude' | 'longitude'
>;

export interface SpotPage {
  spots: SpotSummary[];
  total: number;
}

/** One page of leisure spots, searched, filtered and sorted in the database. */
export async function getLeisureSpots(
  { q, categoria, ciudad, orden }: SpotFilters,
  page: number,
): Promise<SpotPage> {
  const filters = { q, categoria, ciudad, orden };
  const [from, to] = pageRange(page, SPOTS_PAGE_SIZE);
  const reader = await loadReader();
  let query = reader
    .from('leisure_spots')
    .select('id, name, category, city, image_url, avg_rating, rating_count, latitude, longitude', {
      count: 'exact',
    });
  // Accents ignored: 'tranvia' finds 'Bar El Tranvía'.
  const search = accentInsensitivePattern(filters.q);
  if (search) query = query.filter('name', 'imatch', search);
  if (filters.categoria) query = query.eq('category', filters.categoria);
  if (filters.ciudad) query = query.eq('city', filters.ciudad);
  query =
    filters.orden === SORT_NEWEST
      ? query.order('created_at', { ascending: false })
      : query.order('avg_rating', { ascending: false }).order('rating_count', { ascending: false });
  const { data, error, count } = await query.order('id').range(from, to);
  if (error) throw error;
  return {
    total: count ?? 0,
    spots: data.map((spot) => ({ ...spot, avg_rating: Number(spot.avg_rating) })),
  };
}

export const getLeisureSpotsQueryOptions = ({ q, categoria, ciudad, orden }: SpotFilters, page: number) =>
  queryOptions({
    queryKey: ['leisure', 'list', { q, categoria, ciudad, orden }, page],
    queryFn: () => getLeisureSpots({ q, categoria, ciudad, orden }, page),
    meta: { errorTitle: SPOTS_LOAD_ERROR },
  });

export function useLeisureSpots(filters: SpotFilters, page: number) {
  return useQuery({ ...getLeisureSpotsQueryOptions(filters, page), placeholderData: (previous) => previous });
}
