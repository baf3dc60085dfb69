import { loadReader } from '@univida/shared-auth';
import type { CountQuery } from './count-query';
import { housingPrice, type HousingSearch } from '../list-queries';

/** The part of a supabase-js query on accommodations the housing filters need. */
interface HousingFilterable<Q> {
  eq(column: 'city' | 'closest_university', value: string): Q;
  lte(column: 'price_per_room', value: number): Q;
}

/**
 * Narrows a query on accommodations to what /alojamiento shows for these filters (the price the
 * link puts in the URL), so a count, a card and the list agree.
 */
export function whereHousing<Q extends HousingFilterable<Q>>(query: Q, search: HousingSearch): Q {
  let narrowed = query;
  if (search.city) narrowed = narrowed.eq('city', search.city);
  if (search.university) narrowed = narrowed.eq('closest_university', search.university);
  const price = housingPrice(search.maxPrice);
  if (price !== undefined) narrowed = narrowed.lte('price_per_room', price);
  return narrowed;
}

/** How many listings /alojamiento shows for these filters: a HEAD request, so no row travels. */
export async function countAccommodations(search: HousingSearch): Promise<number> {
  const reader = await loadReader();
  const { count, error } = await whereHousing(
    reader.from('accommodations').select('id', { count: 'exact', head: true }),
    search,
  );
  if (error) throw error;
  return count ?? 0;
}

export const countAccommodationsQueryOptions = (search: HousingSearch): CountQuery => ({
  queryKey: ['journey', 'count', 'accommodations', search],
  queryFn: () => countAccommodations(search),
});
