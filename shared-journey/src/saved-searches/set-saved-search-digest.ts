import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import { z } from 'zod';
import { SAVED_SEARCHES_KEY, SAVED_SEARCH_LISTS_KEY } from './get-saved-searches';
import type { SavedSearch } from './types';

const setDigestInputSchema = z.object({ id: z.guid(), digest: z.boolean() });
export type SetDigestInput = z.infer<typeof setDigestInputSchema>;

/** Turns the daily email of one of the user's searches on or off (RLS: only their own). */
export async function setSavedSearchDigest(input: SetDigestInput): Promise<void> {
  const { id, digest } = setDigestInputSchema.parse(input);
  const { data, error } = await getSupabase()
    .from('saved_searches')
    .update({ digest })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  // RLS hides another user's row: nothing updated is a failure, not a silent success.
  if (data.length === 0) throw new Error('La búsqueda ya no existe.');
}

type Lists = [readonly unknown[], SavedSearch[] | undefined][];

/** Optimistic: the switch moves at once and goes back if the database refuses. */
export function useSetSavedSearchDigest({
  mutationConfig,
}: { mutationConfig?: { onSuccess?: (data: void, input: SetDigestInput) => void } } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'No se pudo cambiar el resumen diario' },
    mutationFn: setSavedSearchDigest,
    onMutate: async ({ id, digest }: SetDigestInput) => {
      await queryClient.cancelQueries({ queryKey: SAVED_SEARCH_LISTS_KEY });
      const previous: Lists = queryClient.getQueriesData<SavedSearch[]>({
        queryKey: SAVED_SEARCH_LISTS_KEY,
      });
      queryClient.setQueriesData<SavedSearch[]>({ queryKey: SAVED_SEARCH_LISTS_KEY }, (list) =>
        list?.map((search) => (search.id === id ? { ...search, digest } : search)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: mutationConfig?.onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
