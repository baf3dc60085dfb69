import { getSupabase } from '@univida/shared-auth';
import type { CountQuery } from './count-query';

/** Local midnight: /eventos lists events from today on (SPEC §2), so the count starts there too. */
const startOfToday = (now = new Date()) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate());

/** How many upcoming events /eventos?ciudad= lists: a HEAD request counted by the database. */
export async function countUpcomingEvents(city: string): Promise<number> {
  const { count, error } = await getSupabase()
    .from('events')
    .select('id', { count: 'exact', head: true })
    .eq('city', city)
    .gte('event_date', startOfToday().toISOString());
  if (error) throw error;
  return count ?? 0;
}

export const countUpcomingEventsQueryOptions = (city: string): CountQuery => ({
  queryKey: ['journey', 'count', 'events', city],
  queryFn: () => countUpcomingEvents(city),
});
