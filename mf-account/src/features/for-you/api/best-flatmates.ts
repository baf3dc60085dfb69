import { getSupabase } from '@univida/shared-auth';
import { queryOptions } from '@univida/shared-query';

/**
 * The three most compatible flatmates in the student's city: RoomieMatch's own search (its
 * gender and self rules, its compatibility order), so the card agrees with /roomie-match?ciudad=.
 */
export async function getBestFlatmates(city: string) {
  const { data, error } = await getSupabase().rpc('search_roommates', {
    p_city: city,
    p_limit: 3,
  });
  if (error) throw error;
  return {
    flatmates: data.map(({ id, full_name, career, compatibility }) => ({
      id,
      full_name,
      career,
      compatibility,
    })),
    total: Number(data[0]?.total_count ?? 0),
  };
}

export const bestFlatmatesQueryOptions = (userId: string, city: string) =>
  queryOptions({
    queryKey: ['for-you', 'flatmates', userId, city],
    queryFn: () => getBestFlatmates(city),
    meta: { notifyError: false },
  });
