import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { rpcPage } from '@univida/shared-query/paging';
import { EVENTS_LOAD_ERROR, EVENTS_PAGE_SIZE, LIST_AVATARS } from '../constants';
import { startOfToday } from '@univida/shared-journey/list-queries';
import { dayRange } from '../lib/day-range';

export interface EventFilters {
  categoria: string;
  ciudad: string;
  fecha: string;
}

export interface Participant {
  userId: string;
  fullName: string;
  pictureUrl: string | null;
}

export interface EventSummary {
  id: string;
  title: string;
  category: string;
  eventDate: string;
  locationName: string;
  city: string;
  capacity: number;
  participantCount: number;
  /** The first LIST_AVATARS to join. */
  participants: Participant[];
}

export interface EventPage {
  events: EventSummary[];
  total: number;
}

/** A participant as the list's page function gives them (profile fields null when unreadable). */
interface ParticipantJson {
  user_id: string;
  full_name: string | null;
  profile_picture_url: string | null;
}

/**
 * One page of upcoming events (today or later), soonest first, filtered in the database, with the
 * count of every match for the pager. `upcoming_events_page` cuts the page before it reads
 * participants, so a deep page costs what the first one does (a REST embed would be built for
 * every skipped row too).
 */
export async function getEvents(filters: EventFilters, page: number): Promise<EventPage> {
  const day = dayRange(filters.fecha);
  const today = startOfToday();
  const reader = await loadReader();
  const search = async (limit: number, offset: number) => {
    const { data, error } = await reader.rpc('upcoming_events_page', {
      p_from: (day && day[0] > today ? day[0] : today).toISOString(),
      p_to: day?.[1].toISOString(),
      p_category: filters.categoria || undefined,
      p_city: filters.ciudad || undefined,
      p_limit: limit,
      p_offset: offset,
      p_avatars: LIST_AVATARS,
    });
    if (error) throw error;
    return data;
  };
  const { rows, total } = await rpcPage(page, EVENTS_PAGE_SIZE, search, (row) => row.total);
  return {
    total,
    events: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      eventDate: row.event_date,
      locationName: row.location_name,
      city: row.city,
      capacity: row.capacity,
      participantCount: row.participant_count,
      participants: (row.participants as unknown as ParticipantJson[]).map((participant) => ({
        userId: participant.user_id,
        fullName: participant.full_name ?? '',
        pictureUrl: participant.profile_picture_url,
      })),
    })),
  };
}

export const getEventsQueryOptions = (filters: EventFilters, page: number) =>
  queryOptions({
    queryKey: ['events', 'list', filters, page],
    queryFn: () => getEvents(filters, page),
    meta: { errorTitle: EVENTS_LOAD_ERROR },
  });

/** The page keeps showing while the next one loads, so the pager does not flash a skeleton. */
export function useEvents(filters: EventFilters, page: number) {
  return useQuery({
    ...getEventsQueryOptions(filters, page),
    placeholderData: (previous) => previous,
  });
}
