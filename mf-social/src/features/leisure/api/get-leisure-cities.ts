import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { cityFilterCities } from '@univida/shared-ui';

/** The cities of the leisure spots plus Zaragoza, sorted, for the city filter. */
export async function getLeisureCities(): Promise<string[]> {
  const reader = await loadReader();
  const { data, error } = await reader.rpc('leisure_spot_cities');
  if (error) throw error;
  return cityFilterCities(data);
}

export const getLeisureCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['leisure', 'cities'],
    queryFn: getLeisureCities,
    // The filter works without its list (the URL may name a city): no toast of its own.
    meta: { notifyError: false },
  });

export const useLeisureCities = () => useQuery(getLeisureCitiesQueryOptions());
