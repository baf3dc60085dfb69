import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import { z } from 'zod';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** Opening a search marks its results seen (the server's clock), so its count starts again. */
export async function markSavedSearchSeen(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('mark_saved_search_seen', { p_id: z.guid().parse(id) });
  if (error) throw error;
}

export function useMarkSavedSearchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not worth a toast: the list opens anyway and the count stays until the next visit.
    meta: { notifyError: false },
    mutationFn: markSavedSearchSeen,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
