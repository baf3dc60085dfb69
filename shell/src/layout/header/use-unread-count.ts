import { loadSupabase } from '@univida/shared-auth';
import { useCallback, useState } from 'react';

/**
 * The signed-in user's unread messages over all their chats, read each time the account menu
 * opens (no subscription in the shell: the header stays light; /chats keeps its own list live).
 * A failed read leaves the count out rather than showing a wrong one.
 */
export function useUnreadCount() {
  const [count, setCount] = useState<number | null>(null);
  const refresh = useCallback(async () => {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.rpc('count_unread_messages');
    setCount(error ? null : Number(data));
  }, []);
  return { count, refresh };
}
