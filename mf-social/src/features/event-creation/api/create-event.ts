import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { CREATE_ERROR } from '../constants';
import { eventFormSchema, localDateTime } from '../types/event-form';

export const createEventInputSchema = z.object({ creatorId: z.guid(), form: eventFormSchema });
export type CreateEventInput = z.input<typeof createEventInputSchema>;

/**
 * Inserts the event (SPEC §7) and returns its id. The database adds its chat and the creator as
 * its first participant.
 */
export async function createEvent(input: CreateEventInput): Promise<string> {
  const { creatorId, form } = createEventInputSchema.parse(input);
  const { data, error } = await getSupabase()
    .from('events')
    .insert({
      creator_id: creatorId,
      title: form.title,
      description: form.description,
      category: form.category,
      event_date: localDateTime(form.date, form.time).toISOString(),
      duration_hours: form.durationHours,
      location_name: form.locationName,
      city: form.city,
      capacity: form.capacity,
      registration_deadline: new Date(form.registrationDeadline).toISOString(),
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

export function useCreateEvent({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createEvent> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: CREATE_ERROR },
    ...rest,
    mutationFn: createEvent,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['events'] });
      await onSuccess?.(...args);
    },
  });
}
