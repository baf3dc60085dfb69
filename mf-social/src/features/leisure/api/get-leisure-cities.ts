import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

/** Zaragoza is always offered (SPEC §9). */
const ALWAYS_OFFERED = 'Zaragoza';

/** The cities of the leisure spots plus Zaragoza, sorted, for the city filter. */
export async function getLeisureCities(): Promise<string[]> {
  const reader = await loadReader();
  const { data, error } = await reader.rpc('leisure_spot_cities');
  if (error) throw error;
  return [...new Set([...data, ALWAYS_OFFERED])].sort((a, b) => a.localeCompare(b, 'es'));
}

export const getLeisureCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['leisure', 'cities'],
    queryFn: getLeisureCities,
    // The filter works without its list (the URL may name a city): no toast of its own.
    meta: { notifyError: false },
  });

export const useLeisureCities = () => useQuery(getLeisureCitiesQueryOptions());
