import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import { getFavoriteAccommodationsQueryOptions } from './get-favorite-accommodations';

interface RemoveFavoriteInput {
  userId: string;
  accommodationId: string;
}

export async function removeFavorite({
  userId,
  accommodationId,
}: RemoveFavoriteInput): Promise<void> {
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
