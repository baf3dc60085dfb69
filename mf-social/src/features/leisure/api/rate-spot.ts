import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import type { RateSpotInput } from './rate-spot-input';
import { RATING_ERROR } from '../constants';

/** The user's own rating of a spot, or null (maybeSingle: no row is not an error). */
export async function getOwnRating(spotId: string, userId: string) {
  const { data, error } = await getSupabase()
    .from('leisure_spot_ratings')
    .select('rating, comment')
    .eq('spot_id', spotId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Insert on the first rating, update afterwards: one upsert on (spot, user) (SPEC §4). */
export async function rateSpot(input: RateSpotInput): Promise<void> {
  // zod arrives with the first rating, not with every spot's page.
  const { rateSpotInputSchema } = await import('./rate-spot-input');
  const { spotId, userId, rating, comment } = rateSpotInputSchema.parse(input);
  const { error } = await getSupabase()
    .from('leisure_spot_ratings')
    .upsert(
      { spot_id: spotId, user_id: userId, rating, comment: comment || null },
      { onConflict: 'spot_id,user_id' },
    );
  if (error) throw error;
}

/** Rates a spot and refreshes the spot (its average and count, kept by the database) and its ratings. */
export function useRateSpot({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof rateSpot> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: RATING_ERROR },
    ...rest,
    mutationFn: rateSpot,
    onSuccess: async (...args) => {
      const [, { spotId }] = args;
      await queryClient.invalidateQueries({ queryKey: ['leisure'] });
      await queryClient.invalidateQueries({ queryKey: ['leisure', 'detail', spotId] });
      await onSuccess?.(...args);
    },
  });
}
