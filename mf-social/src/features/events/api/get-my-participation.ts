import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

export interface MyParticipation {
  joined: boolean;
  waiting: boolean;
}

/** Whether the signed-in user takes part in the event or waits for a place. */
export async function getMyParticipation(
  eventId: string,
  userId: string,
): Promise<MyParticipation> {
  const reader = await loadReader();
  const [joined, waiting] = await Promise.all([
    reader
      .from('event_participants')
      .select('user_id')
      .eq('event_id', eventId)
      .eq('user_id', userId)
      .maybeSingle(),
    reader
      .from('event_waitlist')
      .select('user_id')
      .eq('event_id', eventId)
      .eq('user_id', userId)
      .maybeSingle(),
  ]);
  if (joined.error) throw joined.error;
  if (waiting.error) throw waiting.error;
  return { joined: joined.data !== null, waiting: waiting.data !== null };
}

export const getMyParticipationQueryOptions = (eventId: string, userId: string) =>
  queryOptions({
    queryKey: ['events', 'detail', eventId, 'me', userId],
    queryFn: () => getMyParticipation(eventId, userId),
    meta: { errorTitle: 'Error al cargar el evento' },
  });

export function useMyParticipation(eventId: string, userId: string | null) {
  return useQuery({
    ...getMyParticipationQueryOptions(eventId, userId ?? ''),
    enabled: userId !== null,
  });
}
