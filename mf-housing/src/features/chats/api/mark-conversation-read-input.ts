import { z } from 'zod';

export const markConversationReadInputSchema = z.object({ conversationId: z.guid() });
export type MarkConversationReadInput = z.infer<typeof markConversationReadInputSchema>;
