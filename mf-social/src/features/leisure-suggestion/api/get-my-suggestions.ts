import { loadReader, type Tables } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

export type MySuggestion = Pick<
  Tables<'leisure_spot_suggestions'>,
  'id' | 'name' | 'city' | 'status' | 'created_at'
>;

/** The signed-in user's suggestions, newest first, with their status (RLS shows only theirs). */
export async function getMySuggestions(userId: string): Promise<MySuggestion[]> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('leisure_spot_suggestions')
    .select('id, name, city, status, created_at')
    .eq('suggester_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const getMySuggestionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['leisure', 'my-suggestions', userId],
    queryFn: () => getMySuggestions(userId),
    meta: { errorTitle: 'Error al cargar tus sugerencias' },
  });

export function useMySuggestions(userId: string | null) {
  return useQuery({ ...getMySuggestionsQueryOptions(userId ?? ''), enabled: userId !== null });
}
