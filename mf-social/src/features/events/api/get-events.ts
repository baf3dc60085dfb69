import { getSupabase } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { pageRange } from '../../../lib/page-range';
import { EVENTS_LOAD_ERROR, EVENTS_PAGE_SIZE, LIST_AVATARS } from '../constants';
import { dayRange, startOfToday } from '../lib/day-range';

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

/** The participant embed both the list and the detail read: who joined first, with their profile. */
export const PARTICIPANTS_SELECT =
  'participant_count:event_participants(count), participants:event_participants(user_id, created_at, profile:profiles(full_name, profile_picture_url))';

interface ParticipantRows {
  participant_count: { count: number }[];
  participants: {
    user_id: string;
    profile: { full_name: string; profile_picture_url: string | null } | null;
  }[];
}

export function toParticipants(row: ParticipantRows) {
  return {
    participantCount: row.participant_count[0]?.count ?? 0,
    participants: row.participants.map((participant) => ({
      userId: participant.user_id,
      fullName: participant.profile?.full_name ?? '',
      pictureUrl: participant.profile?.profile_picture_url ?? null,
    })),
  };
}

type EventRow = ParticipantRows & {
  id: string;
  title: string;
  category: string;
  event_date: string;
  location_name: string;
  city: string;
  capacity: number;
};

/**
 * One page of upcoming events (today or later), soonest first, filtered in the database; the
 * count comes with it for the pager.
 */
export async function getEvents(filters: EventFilters, page: number): Promise<EventPage> {
  const [from, to] = pageRange(page, EVENTS_PAGE_SIZE);
  let query = getSupabase()
    .from('events')
    .select(
      `id, title, category, event_date, location_name, city, capacity, ${PARTICIPANTS_SELECT}`,
      { count: 'exact' },
    )
    .gte('event_date', startOfToday().toISOString());
  if (filters.categoria) query = query.eq('category', filters.categoria);
  if (filters.ciudad) query = query.eq('city', filters.ciudad);
  const day = dayRange(filters.fecha);
  if (day) query = query.gte('event_date', day[0].toISOString()).lt('event_date', day[1].toISOString());
  const { data, error, count } = await query
    .order('event_date')
    .order('id')
    .order('created_at', { referencedTable: 'participants' })
    .limit(LIST_AVATARS, { referencedTable: 'participants' })
    .range(from, to);
  if (error) throw error;
  return {
    total: count ?? 0,
    events: (data as unknown as EventRow[]).map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      eventDate: row.event_date,
      locationName: row.location_name,
      city: row.city,
      capacity: row.capacity,
      ...toParticipants(row),
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
  return useQuery({ ...getEventsQueryOptions(filters, page), placeholderData: (previous) => previous });
}
