import { getSupabase, type Database } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

export type ConversationSummary =
  Database['public']['Functions']['get_user_conversations_with_details']['Returns'][number];

/** The user's direct conversations, newest activity first, with their unread counts. */
export async function getConversations(userId: string): Promise<ConversationSummary[]> {
  const { data, error } = await getSupabase().rpc('get_user_conversations_with_details', {
    p_user_id: userId,
  });
  if (error) throw error;
  return data;
}

/** Under ['chats', userId] so a new message or a read refreshes the list and the counts. */
export const getConversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['chats', userId, 'conversations'],
    queryFn: () => getConversations(userId),
    // SPEC §8: chat fetch errors are logged only; the list shows its own error state.
    meta: { notifyError: false },
  });

export function useConversations(userId: string) {
  return useQuery(getConversationsQueryOptions(userId));
}
