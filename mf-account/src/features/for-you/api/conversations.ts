import { getSupabase } from '@univida/shared-auth';
import { queryOptions } from '@univida/shared-query';

export interface ConversationSummary {
  conversation_id: string;
  other_user_name: string | null;
  accommodation_id: string | null;
  accommodation_name: string | null;
  last_message_content: string | null;
  unread_count: number;
}

/**
 * The user's conversations as /chats lists them (newest activity first, unread counted by the
 * database): 'Para ti' shows the unread ones to a student and those about a listing to an owner.
 */
export async function getConversations(userId: string): Promise<ConversationSummary[]> {
  const { data, error } = await getSupabase().rpc('get_user_conversations_with_details', {
    p_user_id: userId,
  });
  if (error) throw error;
  return data.map((row) => ({
    conversation_id: row.conversation_id,
    other_user_name: row.other_user_name,
    accommodation_id: row.accommodation_id,
    accommodation_name: row.accommodation_name,
    last_message_content: row.last_message_content,
    unread_count: Number(row.unread_count),
  }));
}

export const conversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['for-you', 'conversations', userId],
    queryFn: () => getConversations(userId),
    meta: { notifyError: false },
  });
