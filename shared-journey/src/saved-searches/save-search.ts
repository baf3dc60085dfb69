import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';
import { saveSearchInputSchema, type SaveSearchInput } from './types';

/**
 * Saves a list's filters with a name; the owner and times are the database's. The same list and
 * filters are saved once (saved_searches_user_kind_filters_key).
 */
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
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
  return useMutation({
    // The dialog says what failed beside the name, where the student can act on it.
    meta: { notifyError: false },
    ...rest,
    mutationFn: saveSearch,
    onSuccess: async (...args) => {
      await refresh();
      await onSuccess?.(...args);
    },
    // A refusal may mean it was saved meanwhile (another tab): 'Guardar búsqueda' then says so.
    onError: (...args) => {
      void refresh();
      return onError?.(...args);
    },
  });
}
