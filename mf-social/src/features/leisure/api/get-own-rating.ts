import { queryOptions, useQuery } from '@univida/shared-query';
import { getOwnRating } from './rate-spot';

export const getOwnRatingQueryOptions = (spotId: string, userId: string) =>
  queryOptions({
    queryKey: ['leisure', 'detail', spotId, 'own-rating', userId],
    queryFn: () => getOwnRating(spotId, userId),
    meta: { errorTitle: 'Error al cargar tu valoración' },
  });

/** The signed-in user's rating of the spot (null: none yet). */
export function useOwnRating(spotId: string, userId: string | null) {
  return useQuery({ ...getOwnRatingQueryOptions(spotId, userId ?? ''), enabled: userId !== null });
}
