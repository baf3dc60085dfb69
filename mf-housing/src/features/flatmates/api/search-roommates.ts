import { loadReader, type Database } from '@univida/shared-auth';
import { keepPreviousData, queryOptions, useQuery } from '@univida/shared-query';
import { rpcPage } from '@univida/shared-query/paging';
import { LIST_LOAD_ERROR, PAGE_SIZE } from '../constants';
import type { RoommateFilters } from '../lib/roommate-filters';

export type RoommateCard = Database['public']['Functions']['search_roommates']['Returns'][number];

export interface RoommatePage {
  roommates: RoommateCard[];
  total: number;
}

/** One page of RoomieMatch: filtered, sorted by compatibility and paged in the database. */
export async function searchRoommates(filters: RoommateFilters): Promise<RoommatePage> {
  const reader = await loadReader();
  const search = async (limit: number, offset: number) => {
    const { data, error } = await reader.rpc('search_roommates', {
      // Absent filters are left out: the function's defaults (NULL) then mean "any".
      p_city: filters.city ?? undefined,
      p_career: filters.career ?? undefined,
      p_hobbies: filters.hobbies.length ? filters.hobbies : undefined,
      p_early_bird: filters.earlyBird ?? undefined,
      p_party_animal: filters.partyAnimal ?? undefined,
      p_house_parties: filters.houseParties ?? undefined,
      p_min_budget: filters.minBudget ?? undefined,
      p_max_budget: filters.maxBudget ?? undefined,
      p_perfect_match: filters.perfect,
      p_limit: limit,
      p_offset: offset,
    });
    if (error) throw error;
    return data;
  };
  const { rows, total } = await rpcPage(filters.page, PAGE_SIZE, search, (row) =>
    Number(row.total_count),
  );
  return { roommates: rows, total };
}

/** The viewer is part of the key: the scores and the gender match depend on who asks. */
export const searchRoommatesQueryOptions = (filters: RoommateFilters, viewerId: string | null) =>
  queryOptions({
    queryKey: ['roommates', 'list', viewerId, filters],
    queryFn: () => searchRoommates(filters),
    placeholderData: keepPreviousData,
    meta: { errorTitle: LIST_LOAD_ERROR },
  });

export function useSearchRoommates(filters: RoommateFilters, viewerId: string | null) {
  return useQuery(searchRoommatesQueryOptions(filters, viewerId));
}
