import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { cityFilterCities } from '@univida/shared-ui';
import { ADMIN_QUERY_KEY } from '../constants';

/** The tables whose tabs filter by city. */
export type ItemTable = 'accommodations' | 'leisure_spots';

/** A city filter's options: the distinct cities of the table's rows plus Zaragoza (SPEC §2). */
export async function getItemCities(table: ItemTable): Promise<string[]> {
  const { data, error } = await getSupabase().rpc(
    table === 'accommodations' ? 'accommodation_cities' : 'leisure_spot_cities',
  );
  if (error) throw error;
  return cityFilterCities(data);
}

export const getItemCitiesQueryOptions = (table: ItemTable) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'cities', table],
    queryFn: () => getItemCities(table),
    meta: { errorTitle: 'Error al cargar las ciudades' },
  });

/** The options, or just Zaragoza until they arrive. */
export function useItemCities(table: ItemTable): string[] {
  return useQuery(getItemCitiesQueryOptions(table)).data ?? cityFilterCities([]);
}
