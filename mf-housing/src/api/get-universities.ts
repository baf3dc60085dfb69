import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

export interface UniversityOption {
  name: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/** The universities, for the 'closest university' filter and the publishing form. */
export async function getUniversities(): Promise<UniversityOption[]> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('universities')
    .select('name, city, latitude, longitude')
    .order('name');
  if (error) throw error;
  return data;
}

export const getUniversitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['universities', 'options'],
    queryFn: getUniversities,
    staleTime: Infinity,
    // The filter falls back to no choice; the results still load.
    meta: { notifyError: false },
  });

export const useUniversities = () => useQuery(getUniversitiesQueryOptions());
