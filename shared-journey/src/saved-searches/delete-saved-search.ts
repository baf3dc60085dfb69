import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import { z } from 'zod';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

export async function deleteSavedSearch(id: string): Promise<void> {
  const { error } = await getSupabase()
    .from('saved_searches')
    .delete()
    .eq('id', z.guid().parse(id));
  if (error) throw error;
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Error al borrar la búsqueda' },
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
