import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { ADMIN_QUERY_KEY } from '../../../constants';

export interface Counters {
  students: number;
  owners: number;
  accommodations: number;
  leisureSpots: number;
  events: number;
  news: number;
  pendingSuggestions: number;
  pendingReports: number;
}

/** HEAD requests with count=exact: the database counts, no row is downloaded. */
async function count(
  table:
    | 'profiles'
    | 'accommodations'
    | 'leisure_spots'
    | 'events'
    | 'news'
    | 'leisure_spot_suggestions'
    | 'reports',
  filter?: [column: string, value: string],
): Promise<number> {
  let request = getSupabase().from(table).select('*', { count: 'exact', head: true });
  if (filter) request = request.eq(...filter);
  const { count: total, error } = await request;
  if (error) throw error;
  return total ?? 0;
}

export async function getCounters(): Promise<Counters> {
  const [
    students,
    owners,
    accommodations,
    leisureSpots,
    events,
    news,
    pendingSuggestions,
    pendingReports,
  ] = await Promise.all([
    count('profiles', ['user_type', 'student']),
    count('profiles', ['user_type', 'owner']),
    count('accommodations'),
    count('leisure_spots'),
    count('events'),
    count('news'),
    count('leisure_spot_suggestions', ['status', 'pending']),
    count('reports', ['status', 'pending']),
  ]);
  return {
    students,
    owners,
    accommodations,
    leisureSpots,
    events,
    news,
    pendingSuggestions,
    pendingReports,
  };
}

export const getCountersQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'counters'],
    queryFn: getCounters,
    meta: { errorTitle: 'Error al cargar el resumen' },
  });

export function useCounters() {
  return useQuery(getCountersQueryOptions());
}
