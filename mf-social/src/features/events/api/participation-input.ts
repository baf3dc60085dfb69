import { z } from 'zod';

// guid, not uuid: the seed's fixed ids are not RFC 9562 variants, and Postgres accepts any.
export const participationInputSchema = z.object({
  eventId: z.guid(),
  userId: z.guid(),
  action: z.enum(['join', 'leave', 'wait', 'stopWaiting']),
});
export type ParticipationInput = z.infer<typeof participationInputSchema>;
