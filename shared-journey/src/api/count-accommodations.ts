import { getSupabase } from '@univida/shared-auth';
import type { CountQuery } from './count-query';
import { housingPrice, type HousingSearch } from '../list-queries';

/**
 * How many listings /alojamiento shows for these filters: a HEAD request, so the database counts
 * and no row travels. The price is the one the link puts in the URL, so both agree.
 */
export async function countAccommodations(search: HousingSearch): Promise<number> {
  let query = getSupabase().from('accommodations').select('id', { count: 'exact', head: true });
  if (search.city) query = query.eq('city', search.city);
  if (search.university) query = query.eq('closest_university', search.university);
  const price = housingPrice(search.maxPrice);
  if (price !== undefined) query = query.lte('price_per_room', price);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export const countAccommodationsQueryOptions = (search: HousingSearch): CountQuery => ({
  queryKey: ['journey', 'count', 'accommodations', search],
  queryFn: () => countAccommodations(search),
});
