import { getSupabase, type Tables } from '@univida/shared-auth';
import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { NEWS_CREATE_CATEGORIES, NEWS_IMAGE_BUCKET, NEWS_QUERY_KEY } from '../constants';
import { newsAuthor, newsImagePath } from '../lib/news-fields';

export const createNewsInputSchema = z.object({
  title: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  category: z.enum(NEWS_CREATE_CATEGORIES),
  isFeatured: z.boolean(),
  /** A picture already checked and scaled by shared-ui's prepareImage. */
  image: z.object({ file: z.instanceof(Blob), extension: z.enum(['png', 'jpg']) }).optional(),
  creatorId: z.guid(),
  creatorName: z.string().nullable(),
});
export type CreateNewsInput = z.infer<typeof createNewsInputSchema>;

/**
 * Uploads the optional image to news/{timestamp}.{ext}, then inserts the item (SPEC §7): author
 * is the creator's name, publish date now. Storage and the row cannot share a transaction, so an
 * image whose row is refused is removed again rather than left behind.
 */
export async function createNews(input: CreateNewsInput): Promise<Tables<'news'>> {
  const { title, summary, category, isFeatured, image, creatorId, creatorName } =
    createNewsInputSchema.parse(input);
  const supabase = getSupabase();
  const bucket = supabase.storage.from(NEWS_IMAGE_BUCKET);
  let imagePath: string | null = null;
  if (image) {
    imagePath = newsImagePath(image.extension);
    const { error } = await bucket.upload(imagePath, image.file, { contentType: image.file.type });
    if (error) throw error;
  }
  const { data, error } = await supabase
    .from('news')
    .insert({
      title,
      summary,
      category,
      is_featured: isFeatured,
      image_url: imagePath ? bucket.getPublicUrl(imagePath).data.publicUrl : null,
      creator_id: creatorId,
      author: newsAuthor(creatorName),
      publish_date: new Date().toISOString(),
    })
    .select()
    .single();
  if (error) {
    if (imagePath) await bucket.remove([imagePath]);
    throw error;
  }
  return data;
}

/** Creates a news item and refreshes every news list; a failure is toasted by the notifier. */
export function useCreateNews({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createNews> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: 'Error al crear la noticia' },
    ...rest,
    mutationFn: createNews,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY });
      await onSuccess?.(...args);
    },
  });
}
