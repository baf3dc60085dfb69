import { z } from 'zod';
import { LEISURE_CATEGORIES, maxCharsMessage } from '@univida/shared-ui';

/** SPEC §6: an admin edits a spot's name, description, category, city and address. */
export const leisureSpotFormSchema = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio.').max(150, maxCharsMessage(150)),
  description: z.string().trim().max(2000, maxCharsMessage(2000)),
  category: z.enum(LEISURE_CATEGORIES),
  city: z.string().trim().min(1, 'La ciudad es obligatoria.').max(100, maxCharsMessage(100)),
  address: z.string().trim().max(300, maxCharsMessage(300)),
});
export type LeisureSpotFormValues = z.infer<typeof leisureSpotFormSchema>;
