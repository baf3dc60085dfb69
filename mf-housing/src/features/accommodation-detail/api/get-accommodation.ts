import { loadReader, type Tables } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import { isUuid } from '@univida/shared-router';

export type AccommodationDetail = Tables<'accommodations'> & {
  owner: Pick<Tables<'profiles'>, 'id' | 'full_name' | 'profile_picture_url'> | null;
};

/** One listing with its owner, or null when no listing has that id (any text is a possible URL). */
export async function getAccommodation(id: string): Promise<AccommodationDetail | null> {
  if (!isUuid(id)) return null;
  const reader = await loadReader();
  const { data, error } = await reader
    .from('accommodations')
    .select('*, owner:profiles(id, full_name, profile_picture_url)')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const getAccommodationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['accommodations', 'detail', id],
    queryFn: () => getAccommodation(id),
    // The page says it and goes back to the list.
    meta: { notifyError: false },
  });

export const useAccommodation = (id: string) => useQuery(getAccommodationQueryOptions(id));
