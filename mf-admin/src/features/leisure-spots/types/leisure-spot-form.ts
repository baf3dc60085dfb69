import { z } from 'zod';
import { LEISURE_CATEGORY_LABELS } from '../../../constants';

const categories = Object.keys(LEISURE_CATEGORY_LABELS) as [string, ...string[]];

/** SPEC §6: an admin edits a spot's name, description, category, city and address. */
export const leisureSpotFormSchema = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio.').max(150, 'Máximo 150 caracteres.'),
  description: z.string().trim().max(2000, 'Máximo 2000 caracteres.'),
  category: z.enum(categories),
  city: z.string().trim().min(1, 'La ciudad es obligatoria.').max(100, 'Máximo 100 caracteres.'),
  address: z.string().trim().max(300, 'Máximo 300 caracteres.'),
});
export type LeisureSpotFormValues = z.infer<typeof leisureSpotFormSchema>;
