import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import type { ParticipationInput } from './participation-input';
import { JOIN_ERROR } from '../constants';

/**
 * Joins or leaves the event, or its waitlist. The database decides: capacity, deadline and start
 * under the event's lock, and a leave hands the place to the first in the waitlist.
 */
export async function changeParticipation(input: ParticipationInput): Promise<void> {
  // zod arrives with the first press, not with every event's page.
  const { participationInputSchema } = await import('./participation-input');
  const { eventId, userId, action } = participationInputSchema.parse(input);
  const supabase = getSupabase();
  const table = action === 'join' || action === 'leave' ? 'event_participants' : 'event_waitlist';
  const { error } =
    action === 'join' || action === 'wait'
      ? await supabase.from(table).insert({ event_id: eventId, user_id: userId })
      : await supabase.from(table).delete().eq('event_id', eventId).eq('user_id', userId);
  if (error) throw error;
}

const errorTitles: Record<ParticipationInput['action'], string> = {
  join: JOIN_ERROR,
  wait: 'Error al apuntarte a la lista de espera',
  leave: 'Error al salir del evento',
  stopWaiting: 'Error al salir de la lista de espera',
};

/** Changes the user's place in an event (one action per hook, so its failure toast says which) and refreshes every view of events. */
type ChangeOwnPlace = (input: Omit<ParticipationInput, 'action'>) => Promise<void>;

export function useChangeParticipation(
  action: ParticipationInput['action'],
  { mutationConfig }: { mutationConfig?: MutationConfig<ChangeOwnPlace> } = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: errorTitles[action] },
    ...rest,
    mutationFn: ((input) => changeParticipation({ ...input, action })) satisfies ChangeOwnPlace,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['events'] });
      await onSuccess?.(...args);
    },
  });
}
