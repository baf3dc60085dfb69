import { z } from 'zod';

// guid, not uuid: the seed's fixed ids are not RFC 9562 variants, and Postgres accepts any.
export const removeFavoriteInputSchema = z.object({
  userId: z.guid(),
  itemId: z.guid(),
  itemType: z.enum(['accommodation', 'profile']),
});
export type RemoveFavoriteInput = z.infer<typeof removeFavoriteInputSchema>;
