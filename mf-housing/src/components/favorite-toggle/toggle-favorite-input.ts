import { z } from 'zod';

// guid, not uuid: the seed's fixed ids are not RFC 9562 variants, and Postgres accepts any.
export const toggleFavoriteInputSchema = z.object({
  userId: z.guid(),
  itemId: z.guid(),
  itemType: z.enum(['accommodation', 'profile']),
  /** The state asked for: true saves, false removes. */
  save: z.boolean(),
});
export type ToggleFavoriteInput = z.infer<typeof toggleFavoriteInputSchema>;
