import { z } from 'zod';

/** What the writer fills in (SPEC §5: title and description required, image optional). */
export const newsFormSchema = z.object({
  title: z.string().trim().min(1, 'El título es obligatorio.'),
  summary: z.string().trim().min(1, 'La descripción es obligatoria.'),
  isFeatured: z.boolean(),
});
export type NewsFormValues = z.infer<typeof newsFormSchema>;

export const EMPTY_NEWS_FORM: NewsFormValues = { title: '', summary: '', isFeatured: false };
