import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { cityFilterCities } from '@univida/shared-ui';

/** The cities of upcoming events plus Zaragoza, sorted, for the city filter. */
export async function getEventCities(): Promise<string[]> {
  const reader = await loadReader();
  const { data, error } = await reader.rpc('upcoming_event_cities');
  if (error) throw error;
  return cityFilterCities(data);
}

export const getEventCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'cities'],
    queryFn: getEventCities,
    // The filter works without its list (the URL may name a city): no toast of its own.
    meta: { notifyError: false },
  });

export const useEventCities = () => useQuery(getEventCitiesQueryOptions());
