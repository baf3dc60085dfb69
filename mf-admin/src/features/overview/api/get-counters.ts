import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { ADMIN_QUERY_KEY } from '../../../constants';

type CountedTable =
  | 'profiles'
  | 'accommodations'
  | 'leisure_spots'
  | 'events'
  | 'news'
  | 'leisure_spot_suggestions'
  | 'reports';

/** Each counter of Resumen: the table it counts and the one filter, if any. */
const COUNTED = {
  students: ['profiles', ['user_type', 'student']],
  owners: ['profiles', ['user_type', 'owner']],
  accommodations: ['accommodations'],
  leisureSpots: ['leisure_spots'],
  events: ['events'],
  news: ['news'],
  pendingSuggestions: ['leisure_spot_suggestions', ['status', 'pending']],
  pendingReports: ['reports', ['status', 'pending']],
} satisfies Record<string, [CountedTable, [column: string, value: string]?]>;

export type Counters = Record<keyof typeof COUNTED, number>;

/** HEAD requests with count=exact: the database counts, no row is downloaded. */
async function count(
  table: CountedTable,
  filter?: [column: string, value: string],
): Promise<number> {
  let request = getSupabase().from(table).select('*', { count: 'exact', head: true });
  if (filter) request = request.eq(...filter);
  const { count: total, error } = await request;
  if (error) throw error;
  return total ?? 0;
}

export async function getCounters(): Promise<Counters> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(
      async ([key, [table, filter]]) => [key, await count(table, filter)] as const,
    ),
  );
  return Object.fromEntries(entries) as Counters;
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
