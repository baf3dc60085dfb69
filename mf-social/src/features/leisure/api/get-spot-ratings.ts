import { loadReader } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

export interface SpotRating {
  id: string;
  userId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  raterName: string;
  raterPictureUrl: string | null;
}

interface RatingRow {
  id: string;
  user_id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  profile: { full_name: string; profile_picture_url: string | null } | null;
}

/** A spot's ratings, newest first, each with the rater's name and avatar (SPEC §7). */
export async function getSpotRatings(spotId: string): Promise<SpotRating[]> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('leisure_spot_ratings')
    .select(
      'id, user_id, rating, comment, created_at, profile:profiles(full_name, profile_picture_url)',
    )
    .eq('spot_id', spotId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data as unknown as RatingRow[]).map((row) => ({
    id: row.id,
    userId: row.user_id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at,
    raterName: row.profile?.full_name ?? '',
    raterPictureUrl: row.profile?.profile_picture_url ?? null,
  }));
}

export const getSpotRatingsQueryOptions = (spotId: string) =>
  queryOptions({
    queryKey: ['leisure', 'detail', spotId, 'ratings'],
    queryFn: () => getSpotRatings(spotId),
    meta: { errorTitle: 'Error al cargar las valoraciones' },
  });

export const useSpotRatings = (spotId: string) => useQuery(getSpotRatingsQueryOptions(spotId));
