import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import type { RemoveFavoriteInput } from './remove-favorite-input';

export async function removeFavorite(input: RemoveFavoriteInput): Promise<void> {
  // zod arrives with the first removal, not with the list.
  const { removeFavoriteInputSchema } = await import('./remove-favorite-input');
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
