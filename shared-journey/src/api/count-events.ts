import { loadReader } from '@univida/shared-auth';
import type { CountQuery } from './count-query';
import { startOfToday } from '../list-queries';

/** The part of a supabase-js query on events the city's upcoming events need. */
interface UpcomingFilterable<Q> {
  eq(column: 'city', value: string): Q;
  gte(column: 'event_date', value: string): Q;
}

/** Narrows a query on events to what /eventos?ciudad= lists: the city's, from today on. */
export function whereUpcomingIn<Q extends UpcomingFilterable<Q>>(
  query: Q,
  city: string,
  now = new Date(),
): Q {
  return query.eq('city', city).gte('event_date', startOfToday(now).toISOString());
}

/** How many upcoming events /eventos?ciudad= lists: a HEAD request counted by the database. */
export async function countUpcomingEvents(city: string): Promise<number> {
  const reader = await loadReader();
  const { count, error } = await whereUpcomingIn(
    reader.from('events').select('id', { count: 'exact', head: true }),
    city,
  );
  if (error) throw error;
  return count ?? 0;
}

export const countUpcomingEventsQueryOptions = (city: string): CountQuery => ({
  queryKey: ['journey', 'count', 'events', city],
  queryFn: () => countUpcomingEvents(city),
});
