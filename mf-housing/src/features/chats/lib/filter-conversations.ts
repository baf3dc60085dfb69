import type { ConversationSummary } from '../api/get-conversations';

/**
 * Conversations where every word of `search` is in the other person's name or the listing's name
 * (both shown in each row), case and accents ignored: 'carlos benimaclet' finds Carlos's chat
 * about the Benimaclet flat.
 */
export function filterConversations(
  conversations: ConversationSummary[],
  search: string,
): ConversationSummary[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return conversations;
  return conversations.filter(({ other_user_name, accommodation_name }) => {
    const shown = fold(`${other_user_name ?? ''} ${accommodation_name ?? ''}`);
    return words.every((word) => shown.includes(word));
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
