import { z } from 'zod';
import { LEISURE_CATEGORIES } from '@univida/shared-ui';

/** SPEC §6: an admin edits a spot's name, description, category, city and address. */
export const leisureSpotFormSchema = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio.').max(150, 'Máximo 150 caracteres.'),
  description: z.string().trim().max(2000, 'Máximo 2000 caracteres.'),
  category: z.enum(LEISURE_CATEGORIES),
  city: z.string().trim().min(1, 'La ciudad es obligatoria.').max(100, 'Máximo 100 caracteres.'),
  address: z.string().trim().max(300, 'Máximo 300 caracteres.'),
});
export type LeisureSpotFormValues = z.infer<typeof leisureSpotFormSchema>;
