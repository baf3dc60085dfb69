import { loadReader, type Tables } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { SPOTS_LOAD_ERROR } from '../constants';

export type LeisureSpot = Tables<'leisure_spots'>;

/** One leisure spot by id, or null when none has it. */
export async function getLeisureSpot(id: string): Promise<LeisureSpot | null> {
  const reader = await loadReader();
  const { data, error } = await reader.from('leisure_spots').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data && { ...data, avg_rating: Number(data.avg_rating) };
}

export const getLeisureSpotQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['leisure', 'detail', id],
    queryFn: () => getLeisureSpot(id),
    meta: { errorTitle: SPOTS_LOAD_ERROR },
  });

export const useLeisureSpot = (id: string) => useQuery(getLeisureSpotQueryOptions(id));
