import type { ConversationSummary } from '../api/get-conversations';

/** Conversations whose other person's name contains `search` (case and accents ignored). */
export function filterConversations(
  conversations: ConversationSummary[],
  search: string,
): ConversationSummary[] {
  const wanted = fold(search.trim());
  if (!wanted) return conversations;
  return conversations.filter((conversation) =>
    fold(conversation.other_user_name ?? '').includes(wanted),
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
