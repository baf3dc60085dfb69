import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../api/get-conversations';
import { filterConversations } from '../filter-conversations';

// The RPC returns NULLs for a missing counterpart or listing, which generated RETURNS TABLE
// types cannot express; the filter must cope with them anyway.
const summary = (other_user_name: string | null, accommodation_name: string | null = null) =>
  ({
    conversation_id: other_user_name ?? 'none',
    other_user_id: null,
    other_user_name,
    other_user_avatar: null,
    accommodation_id: null,
    accommodation_name,
    last_message_content: null,
    last_message_at: null,
    unread_count: 0,
  }) as unknown as ConversationSummary;

describe('filterConversations', () => {
  const list = [
    summary('Lucía Fernández'),
    summary('Carlos Martínez', 'Piso luminoso en Benimàclet'),
    summary(null),
  ];

  it('keeps the names containing the search, ignoring case and accents', () => {
    expect(filterConversations(list, 'lucia').map((c) => c.other_user_name)).toEqual([
      'Lucía Fernández',
    ]);
    expect(filterConversations(list, 'MARTÍN').map((c) => c.other_user_name)).toEqual([
      'Carlos Martínez',
    ]);
  });

  it("also matches the listing's name shown under the person's", () => {
    expect(filterConversations(list, 'benimaclet').map((c) => c.other_user_name)).toEqual([
      'Carlos Martínez',
    ]);
  });

  it('matches the person and the listing typed together, in any order', () => {
    for (const search of ['carlos benimaclet', 'Benimàclet  Martínez']) {
      expect(filterConversations(list, search).map((c) => c.other_user_name)).toEqual([
        'Carlos Martínez',
      ]);
    }
    expect(filterConversations(list, 'lucia benimaclet')).toEqual([]);
  });

  it('keeps everything for a blank search and nothing for a name nobody has', () => {
    expect(filterConversations(list, '  ')).toBe(list);
    expect(filterConversations(list, 'Rosa')).toEqual([]);
  });
});
