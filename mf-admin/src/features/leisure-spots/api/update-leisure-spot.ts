import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from '../../../hooks/use-admin-mutation';
import { leisureSpotFormSchema } from '../types/leisure-spot-form';

export const updateLeisureSpotInputSchema = leisureSpotFormSchema.extend({ id: z.guid() });
export type UpdateLeisureSpotInput = z.infer<typeof updateLeisureSpotInputSchema>;

export async function updateLeisureSpot(input: UpdateLeisureSpotInput): Promise<void> {
  const { id, ...changes } = updateLeisureSpotInputSchema.parse(input);
  const { error } = await getSupabase().from('leisure_spots').update(changes).eq('id', id);
  if (error) throw error;
}

export function useUpdateLeisureSpot({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateLeisureSpot> } = {}) {
  return useAdminMutation(updateLeisureSpot, 'Error al actualizar', mutationConfig);
}
