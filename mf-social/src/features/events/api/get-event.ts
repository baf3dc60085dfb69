import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { DETAIL_AVATARS, EVENT_LOAD_ERROR } from '../constants';
import type { EventSummary } from './get-events';

export interface EventDetail extends EventSummary {
  description: string;
  durationHours: number;
  registrationDeadline: string;
  creatorId: string;
  creatorName: string;
  creatorPictureUrl: string | null;
  conversationId: string | null;
}

/** The participant embed of the detail: who joined first, with their profile. */
const PARTICIPANTS_SELECT =
  'participant_count:event_participants(count), participants:event_participants(user_id, created_at, profile:profiles(full_name, profile_picture_url))';

interface EventDetailRow {
  id: string;
  title: string;
  category: string;
  description: string;
  event_date: string;
  duration_hours: number;
  location_name: string;
  city: string;
  capacity: number;
  registration_deadline: string;
  creator_id: string;
  conversation_id: string | null;
  creator: { full_name: string; profile_picture_url: string | null } | null;
  participant_count: { count: number }[];
  participants: {
    user_id: string;
    profile: { full_name: string; profile_picture_url: string | null } | null;
  }[];
}

/** One event with its creator, first DETAIL_AVATARS participants and count; null when none has the id. */
export async function getEvent(id: string): Promise<EventDetail | null> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('events')
    .select(
      `id, title, category, description, event_date, duration_hours, location_name, city, capacity,
       registration_deadline, creator_id, conversation_id,
       creator:profiles!events_creator_id_fkey(full_name, profile_picture_url), ${PARTICIPANTS_SELECT}`,
    )
    .eq('id', id)
    .order('created_at', { referencedTable: 'participants' })
    .limit(DETAIL_AVATARS, { referencedTable: 'participants' })
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const row = data as unknown as EventDetailRow;
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    eventDate: row.event_date,
    durationHours: row.duration_hours,
    locationName: row.location_name,
    city: row.city,
    capacity: row.capacity,
    registrationDeadline: row.registration_deadline,
    creatorId: row.creator_id,
    creatorName: row.creator?.full_name ?? '',
    creatorPictureUrl: row.creator?.profile_picture_url ?? null,
    conversationId: row.conversation_id,
    participantCount: row.participant_count[0]?.count ?? 0,
    participants: row.participants.map((participant) => ({
      userId: participant.user_id,
      fullName: participant.profile?.full_name ?? '',
      pictureUrl: participant.profile?.profile_picture_url ?? null,
    })),
  };
}

export const getEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: () => getEvent(id),
    meta: { errorTitle: EVENT_LOAD_ERROR },
  });

export const useEvent = (id: string) => useQuery(getEventQueryOptions(id));
