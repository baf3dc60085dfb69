import type { ConversationSummary } from '../api/get-conversations';

/**
 * Conversations whose other person's name or listing name (both shown in each row) contain
 * `search`, case and accents ignored.
 */
export function filterConversations(
  conversations: ConversationSummary[],
  search: string,
): ConversationSummary[] {
  const wanted = fold(search.trim());
  if (!wanted) return conversations;
  return conversations.filter(({ other_user_name, accommodation_name }) =>
    [other_user_name, accommodation_name].some((text) => fold(text ?? '').includes(wanted)),
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
