import { getSupabase, type Tables } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { MY_LISTINGS_MESSAGES } from '../constants';

export type MyListing = Tables<'accommodations'>;

/** The signed-in owner's listings, newest first. */
export async function getMyListings(ownerId: string): Promise<MyListing[]> {
  const { data, error } = await getSupabase()
    .from('accommodations')
    .select('*')
    .eq('owner_id', ownerId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const getMyListingsQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: ['accommodations', 'owner', ownerId],
    queryFn: () => getMyListings(ownerId),
    meta: { errorTitle: MY_LISTINGS_MESSAGES.loadError },
  });

export const useMyListings = (ownerId: string) => useQuery(getMyListingsQueryOptions(ownerId));
