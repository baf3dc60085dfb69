import { getSupabase } from '@univida/shared-auth';
import { queryOptions } from '@univida/shared-query';
import { whereUpcomingIn } from '@univida/shared-journey';

export interface CityEvent {
  id: string;
  title: string;
  event_date: string;
  location_name: string;
}

/** The next three events in the student's city, soonest first, and how many are coming. */
export async function getCityEvents(city: string, now = new Date()) {
  const { data, count, error } = await whereUpcomingIn(
    getSupabase()
      .from('events')
      .select('id, title, event_date, location_name', { count: 'exact' }),
    city,
    now,
  )
    .order('event_date')
    .order('id')
    .limit(3);
  if (error) throw error;
  return { events: data as CityEvent[], total: count ?? data.length };
}

export const cityEventsQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['for-you', 'events', city],
    queryFn: () => getCityEvents(city),
    meta: { notifyError: false },
  });
