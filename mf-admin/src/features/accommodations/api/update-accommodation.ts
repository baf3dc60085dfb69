import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from '../../../hooks/use-admin-mutation';

export const updateAccommodationInputSchema = z.object({
  id: z.guid(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  address: z.string(),
  price_per_room: z.number().int().positive(),
});
export type UpdateAccommodationInput = z.infer<typeof updateAccommodationInputSchema>;

export async function updateAccommodation(input: UpdateAccommodationInput): Promise<void> {
  const { id, ...changes } = updateAccommodationInputSchema.parse(input);
  const { error } = await getSupabase().from('accommodations').update(changes).eq('id', id);
  if (error) throw error;
}

export function useUpdateAccommodation({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateAccommodation> } = {}) {
  return useAdminMutation(updateAccommodation, 'Error al actualizar', mutationConfig);
}
