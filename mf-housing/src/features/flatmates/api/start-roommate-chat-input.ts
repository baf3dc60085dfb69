import { z } from 'zod';

export const startRoommateChatInputSchema = z.object({ otherUserId: z.guid() });
export type StartRoommateChatInput = z.infer<typeof startRoommateChatInputSchema>;
