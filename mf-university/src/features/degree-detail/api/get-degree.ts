import { queryOptions, useQuery } from '@univida/shared-query';
import { loadReader } from '@univida/shared-auth';
import { DEGREE_LOAD_ERROR } from '../constants';
import type { Degree } from '../types';

/** One degree by id (SPEC §7), or null when there is none. */
export async function getDegree(id: number): Promise<Degree | null> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('cut_off_scores')
    .select('id, career, university, city, score')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data && { ...data, score: Number(data.score) };
}

export const getDegreeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['degree', id],
    queryFn: () => getDegree(id),
    meta: { errorTitle: DEGREE_LOAD_ERROR },
  });

/** The degree of a route parameter; ids that are not positive integers are simply not found. */
export function useDegree(id: number | null) {
  return useQuery({ ...getDegreeQueryOptions(id ?? 0), enabled: id !== null });
}
