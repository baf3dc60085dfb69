import { useMutation, useQueryClient } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import { toast } from '@univida/shared-ui';

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

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: async (_, { userId }) => {
      toast({ title: 'Eliminado de favoritos', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['favorites', userId] });
    },
    onError: (error) => {
      toast({
        title: 'Error al quitar de favoritos',
        description: error.message,
        variant: 'destructive',
      });
    },
  });
}
