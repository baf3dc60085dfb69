import { loadReader } from '@univida/shared-auth';
import type { CountQuery } from './count-query';
import { roommateMinBudget, type RoommateSearch } from '../list-queries';

/**
 * How many flatmates /roomie-match lists for these filters, as the viewer sees them (the list's
 * own function, so its gender and self rules apply): one row asked for, its total_count read.
 */
export async function countRoommates(search: RoommateSearch): Promise<number> {
  const reader = await loadReader();
  const { data, error } = await reader.rpc('search_roommates', {
    p_city: search.city ?? undefined,
    p_career: search.career ?? undefined,
    // The same minimum the link's URL holds, so the count is what the list shows.
    p_min_budget: roommateMinBudget(search.minBudget),
    p_limit: 1,
  });
  if (error) throw error;
  return Number(data[0]?.total_count ?? 0);
}

export const countRoommatesQueryOptions = (
  search: RoommateSearch,
  viewerId: string | null,
): CountQuery => ({
  queryKey: ['journey', 'count', 'roommates', viewerId, search],
  queryFn: () => countRoommates(search),
});
