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
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    // The dialog says what failed beside the name, where the student can act on it.
    meta: { notifyError: false },
    ...rest,
    mutationFn: saveSearch,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      await onSuccess?.(...args);
    },
  });
}
