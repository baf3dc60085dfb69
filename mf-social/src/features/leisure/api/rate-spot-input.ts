import { z } from 'zod';

export const rateSpotInputSchema = z.object({
  spotId: z.guid(),
  userId: z.guid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(1000),
});
export type RateSpotInput = z.infer<typeof rateSpotInputSchema>;
