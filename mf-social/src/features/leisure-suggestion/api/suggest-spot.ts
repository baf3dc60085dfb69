import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { suggestionFormSchema } from '../types/suggestion-form';

export const SUGGESTIONS_BUCKET = 'leisure_suggestions_images';

/** Told apart so the toast says which half failed (SPEC §8). */
export class SuggestionImageError extends Error {}

export const suggestSpotInputSchema = z.object({
  suggesterId: z.guid(),
  form: suggestionFormSchema,
  image: z.object({ file: z.instanceof(Blob), extension: z.enum(['png', 'jpg']) }),
});
export type SuggestSpotInput = z.input<typeof suggestSpotInputSchema>;

/**
 * Uploads the picture to {userId}-{timestamp}.{ext}, then stores the pending suggestion with its
 * public URL (SPEC §7). A refused row takes its picture with it.
 */
export async function suggestSpot(input: SuggestSpotInput): Promise<void> {
  const { suggesterId, form, image } = suggestSpotInputSchema.parse(input);
  const bucket = getSupabase().storage.from(SUGGESTIONS_BUCKET);
  const path = `${suggesterId}-${Date.now()}.${image.extension}`;
  const upload = await bucket.upload(path, image.file, { contentType: image.file.type });
  if (upload.error) throw new SuggestionImageError(upload.error.message);
  const { data } = bucket.getPublicUrl(path);
  const { error } = await getSupabase()
    .from('leisure_spot_suggestions')
    .insert({
      suggester_id: suggesterId,
      name: form.name,
      description: form.description,
      category: form.category,
      city: form.city,
      address: form.address || null,
      closest_university: form.closestUniversity || null,
      image_url: data.publicUrl,
      phone: form.phone || null,
      website: form.website || null,
      status: 'pending',
    });
  if (error) {
    await bucket.remove([path]);
    throw error;
  }
}

export function useSuggestSpot({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof suggestSpot> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    // The title depends on which half failed: raised by the caller's onError.
    meta: { notifyError: false },
    ...rest,
    mutationFn: suggestSpot,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['leisure', 'my-suggestions'] });
      await onSuccess?.(...args);
    },
  });
}
