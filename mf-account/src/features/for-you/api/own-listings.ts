import { getSupabase } from '@univida/shared-auth';
import { queryOptions } from '@univida/shared-query';

/** How many listings the owner has published (a HEAD request). */
export async function countOwnListings(ownerId: string): Promise<number> {
  const { count, error } = await getSupabase()
    .from('accommodations')
    .select('id', { count: 'exact', head: true })
    .eq('owner_id', ownerId);
  if (error) throw error;
  return count ?? 0;
}

export const ownListingsQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: ['for-you', 'own-listings', ownerId],
    queryFn: () => countOwnListings(ownerId),
    meta: { notifyError: false },
  });
