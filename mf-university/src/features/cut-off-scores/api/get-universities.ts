import { queryOptions, useQuery } from '@univida/shared-query';
import { loadReader } from '@univida/shared-auth';
import type { University } from '../types';

/** Universities and their cities, for the filter selects. */
export async function getUniversities(): Promise<University[]> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('universities')
    .select('name, city')
    .order('name');
  if (error) throw error;
  return data;
}

export const getUniversitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['universities'],
    queryFn: getUniversities,
    staleTime: Infinity,
    // Only the filter selects use it, and they fall back to the cities of the scores: no toast.
    meta: { notifyError: false },
  });

export function useUniversities() {
  return useQuery(getUniversitiesQueryOptions());
}
