import { maxCharsMessage } from '@univida/shared-ui';
import { z } from 'zod';
import { NEWS_CATEGORIES } from '@univida/shared-news';

/** SPEC §6: an admin edits a news item's title, summary, category and featured flag. */
export const newsEditFormSchema = z.object({
  title: z.string().trim().min(1, 'El título es obligatorio.').max(150, maxCharsMessage(150)),
  summary: z
    .string()
    .trim()
    .min(1, 'La descripción es obligatoria.')
    .max(10000, maxCharsMessage(10000)),
  category: z.enum(NEWS_CATEGORIES),
  is_featured: z.boolean(),
});
export type NewsEditFormValues = z.infer<typeof newsEditFormSchema>;
