import { getSupabase } from '@univida/shared-auth';
import { useQueryClient } from '@univida/shared-query';
import { useEffect } from 'react';

/**
 * Keeps the user's chat list (last messages, unread counts) current: any message they may read
 * arrives on their private channel `inbox:<user id>` (RLS filters postgres_changes per user), and
 * the list is read again then and after every (re)join, so nothing missed while offline stays stale.
 */
export function useLiveConversationList(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const supabase = getSupabase();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['chats', userId] });
    const channel = supabase
      .channel(`inbox:${userId}`, { config: { private: true } })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, refresh)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refresh();
      });
    return () => void supabase.removeChannel(channel);
  }, [queryClient, userId]);
}
