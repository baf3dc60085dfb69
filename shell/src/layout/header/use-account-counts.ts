import { loadSupabase } from '@univida/shared-auth';
import { useCallback, useState } from 'react';

/**
 * The signed-in user's unread messages over all their chats and new results over all their saved
 * searches (counted in the database), read each time the account menu opens (no subscription in
 * the shell: the header stays light; /chats and /mis-busquedas keep their own). A failed read
 * leaves that count out rather than showing a wrong one.
 */
export function useAccountCounts() {
  const [counts, setCounts] = useState<{ unread: number | null; newResults: number | null }>({
    unread: null,
    newResults: null,
  });
  const refresh = useCallback(async () => {
    const supabase = await loadSupabase();
    const [unread, news] = await Promise.all([
      supabase.rpc('count_unread_messages'),
      supabase.rpc('saved_search_new_counts'),
    ]);
    setCounts({
      unread: unread.error ? null : Number(unread.data),
      newResults: news.error
        ? null
        : news.data.reduce((total, search) => total + Number(search.new_count ?? 0), 0),
    });
  }, []);
  return { ...counts, refresh };
}
