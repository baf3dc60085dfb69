import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';
import { saveSearchInputSchema, type SaveSearchInput } from './types';

/** Saves a list's filters with a name; the owner and times are the database's. */
export async function saveSearch(input: SaveSearchInput): Promise<void> {
  const { kind, name, query, filters } = saveSearchInputSchema.parse(input);
  const { error } = await getSupabase()
    .from('saved_searches')
    .insert({ kind, name, query, filters });
  if (error) throw error;
}

export function useSaveSearch({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof saveSearch> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: 'Error al guardar la búsqueda' },
    ...rest,
    mutationFn: saveSearch,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      await onSuccess?.(...args);
    },
  });
}
