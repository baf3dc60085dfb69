import { z } from 'zod';

export const contactOwnerInputSchema = z.object({
  userId: z.guid(),
  ownerId: z.guid(),
  accommodationId: z.guid(),
});
export type ContactOwnerInput = z.infer<typeof contactOwnerInputSchema>;
