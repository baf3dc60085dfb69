import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import { z } from 'zod';

// guid, not uuid: the seed's fixed ids are not RFC 9562 variants, and Postgres accepts any.
export const removeFavoriteInputSchema = z.object({
  userId: z.guid(),
  itemId: z.guid(),
  itemType: z.enum(['accommodation', 'profile']),
});
export type RemoveFavoriteInput = z.infer<typeof removeFavoriteInputSchema>;

export async function removeFavorite(input: RemoveFavoriteInput): Promise<void> {
  const { userId, itemId, itemType } = removeFavoriteInputSchema.parse(input);
  const { error } = await getSupabase()
    .from('favorites')
    .delete()
    .eq('user_id', userId)
    .eq('item_id', itemId)
    .eq('item_type', itemType);
  if (error) throw error;
}

/** Removes a favourite and refreshes the user's lists; a failure is toasted by the query client's notifier. */
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
      await queryClient.invalidateQueries({ queryKey: ['favorites', userId] });
      await onSuccess?.(...args);
    },
  });
}
