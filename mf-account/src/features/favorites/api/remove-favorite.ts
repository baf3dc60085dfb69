import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import { z } from 'zod';
import { getFavoriteAccommodationsQueryOptions } from './get-favorite-accommodations';

// guid, not uuid: the seed's fixed ids are not RFC 9562 variants, and Postgres accepts any.
export const removeFavoriteInputSchema = z.object({
  userId: z.guid(),
  accommodationId: z.guid(),
});
export type RemoveFavoriteInput = z.infer<typeof removeFavoriteInputSchema>;

export async function removeFavorite(input: RemoveFavoriteInput): Promise<void> {
  const { userId, accommodationId } = removeFavoriteInputSchema.parse(input);
  const { error } = await getSupabase()
    .from('favorites')
    .delete()
    .eq('user_id', userId)
    .eq('item_id', accommodationId)
    .eq('item_type', 'accommodation');
  if (error) throw error;
}

/** Removes a favourite and refreshes the list; a failure is toasted by the query client's notifier. */
export function useRemoveFavorite({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof removeFavorite> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: 'Error al quitar de favoritos' },
    ...rest,
    mutationFn: removeFavorite,
    onSuccess: async (...args) => {
      const [, { userId }] = args;
      await queryClient.invalidateQueries({
        queryKey: getFavoriteAccommodationsQueryOptions(userId).queryKey,
      });
      await onSuccess?.(...args);
    },
  });
}
