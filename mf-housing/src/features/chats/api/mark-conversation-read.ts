import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import { z } from 'zod';

export const markConversationReadInputSchema = z.object({ conversationId: z.guid() });
export type MarkConversationReadInput = z.infer<typeof markConversationReadInputSchema>;

/** Sets the user's last_read_at in the conversation to its newest message (the RPC touches only their row). */
export async function markConversationRead(input: MarkConversationReadInput): Promise<void> {
  const { conversationId } = markConversationReadInputSchema.parse(input);
  const { error } = await getSupabase().rpc('mark_conversation_read', {
    p_conversation_id: conversationId,
  });
  if (error) throw error;
}

/** Marks a conversation read and refreshes the user's chat list (its unread counts). */
export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A failed mark only leaves a count up until the next one: nothing to tell the user.
    meta: { notifyError: false },
    mutationFn: markConversationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chats', userId] }),
  });
}
