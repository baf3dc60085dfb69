import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import { dataErrorMessage, toast } from '@univida/shared-ui';
import { favoriteIdsQueryKey } from './favorite-ids';
import type { ToggleFavoriteInput } from './toggle-favorite-input';

export async function toggleFavorite(input: ToggleFavoriteInput): Promise<void> {
  // zod arrives with the first click, not with every page that shows a heart.
  const { toggleFavoriteInputSchema } = await import('./toggle-favorite-input');
  const { userId, itemId, itemType, save } = toggleFavoriteInputSchema.parse(input);
  const favorites = getSupabase().from('favorites');
  const { error } = save
    ? await favorites.insert({ user_id: userId, item_id: itemId, item_type: itemType })
    : await favorites
        .delete()
        .eq('user_id', userId)
        .eq('item_id', itemId)
        .eq('item_type', itemType);
  // 23505: already saved (another tab): the wish holds, nothing to undo.
  if (error && error.code !== '23505') throw error;
}

export const FAVORITE_MESSAGES = {
  added: 'Añadido a favoritos',
  removed: 'Eliminado de favoritos',
  addError: 'Error al añadir a favoritos',
  removeError: 'Error al quitar de favoritos',
} as const;

/**
 * Saves or removes a favourite optimistically: the heart changes at once, rolls back if the
 * write fails (with SPEC's toast), and every favourites list of the user refreshes afterwards.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    // The toast names the direction, so the notifier's generic one stays out.
    meta: { notifyError: false },
    onMutate: async ({ userId, itemId, itemType, save }) => {
      const key = favoriteIdsQueryKey(userId, itemType);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (ids = []) =>
        save ? [...new Set([...ids, itemId])] : ids.filter((id) => id !== itemId),
      );
      return { previous };
    },
    onError: (error, { userId, itemType, save }, context) => {
      queryClient.setQueryData(favoriteIdsQueryKey(userId, itemType), context?.previous);
      toast({
        title: save ? FAVORITE_MESSAGES.addError : FAVORITE_MESSAGES.removeError,
        description: dataErrorMessage(error),
        variant: 'destructive',
      });
    },
    onSuccess: (_, { save }) =>
      toast({
        title: save ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed,
        variant: 'success',
      }),
    onSettled: (_, __, { userId }) =>
      queryClient.invalidateQueries({ queryKey: ['favorites', userId] }),
  });
}
