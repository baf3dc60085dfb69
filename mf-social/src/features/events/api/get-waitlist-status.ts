import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { EVENT_LOAD_ERROR, WAITLIST_REFRESH_MS } from '../constants';

export interface WaitlistStatus {
  /** How many people wait for a place. */
  waiting: number;
  /** The viewer's 1-based place in the line; null when not waiting (or a visitor). */
  myPosition: number | null;
}

/** The count and the viewer's own place, from an RPC: the waitlist's rows are private (RLS). */
export async function getWaitlistStatus(eventId: string): Promise<WaitlistStatus> {
  const reader = await loadReader();
  const { data, error } = await reader
    .rpc('event_waitlist_status', { p_event_id: eventId })
    .single();
  if (error) throw error;
  return { waiting: data.waiting, myPosition: data.my_position ?? null };
}

/** Keyed by viewer too: the place is the signed-in user's own. */
export const getWaitlistStatusQueryOptions = (eventId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['events', 'detail', eventId, 'waitlist', userId ?? 'visitor'],
    queryFn: () => getWaitlistStatus(eventId),
    meta: { errorTitle: EVENT_LOAD_ERROR },
  });

/**
 * While the viewer waits, the place is polled: others leaving the line (their rows are hidden
 * from us, so no Realtime event reaches this page) or a promotion move it.
 */
export function useWaitlistStatus(
  eventId: string,
  userId: string | null,
  { poll }: { poll: boolean },
) {
  return useQuery({
    ...getWaitlistStatusQueryOptions(eventId, userId),
    refetchInterval: poll ? WAITLIST_REFRESH_MS : false,
  });
}
