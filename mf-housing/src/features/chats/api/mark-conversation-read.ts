import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import type { MarkConversationReadInput } from './mark-conversation-read-input';

/** Sets the user's last_read_at in the conversation to its newest message (the RPC touches only their row). */
export async function markConversationRead(input: MarkConversationReadInput): Promise<void> {
  // zod arrives when a conversation is opened, not with the chat list.
  const { markConversationReadInputSchema } = await import('./mark-conversation-read-input');
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
