import { getSupabase } from '@univida/shared-auth';
import { isUniqueViolation } from '@univida/shared-ui';
import type { ChatMessage } from '../types';
import type { ChatBackend, InsertOutcome } from './chat-backend';

const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, content, created_at';

/** The private Realtime channel of a conversation (20261123090000_realtime_private_channels.sql). */
export const conversationTopic = (conversationId: string) => `conversation:${conversationId}`;

/**
 * No HTTP answer at all (postgrest-js reports status 0), or a gateway's while the backend
 * restarts: the message may be tried again. Any other answer is the database's verdict.
 */
const isUnreachable = (status: number) =>
  status === 0 || status === 502 || status === 503 || status === 504;
async function insertMessage(message: Omit<ChatMessage, 'created_at'>): Promise<InsertOutcome> {
  const supabase = getSupabase();
  const { data, error, status } = await supabase
    .from('messages')
    .insert(message)
    .select(MESSAGE_COLUMNS)
    .single();
  if (!error) return { kind: 'stored', message: data };
  if (isUnreachable(status)) return { kind: 'unreachable' };
  // The id is the client's, so a try whose answer was lost and that is repeated finds its own row.
  if (isUniqueViolation(error)) {
    const stored = await supabase
      .from('messages')
      .select(MESSAGE_COLUMNS)
      .eq('id', message.id)
      .maybeSingle();
    if (stored.data) return { kind: 'stored', message: stored.data };
  }
  // With its code, so the toast can word a Postgres refusal in Spanish (dataErrorMessage).
  return { kind: 'refused', error: Object.assign(new Error(error.message), { code: error.code }) };
}

export const supabaseChatBackend: ChatBackend = {
  async fetchMessages(conversationId, since) {
    let query = getSupabase()
      .from('messages')
      .select(MESSAGE_COLUMNS)
      .eq('conversation_id', conversationId);
    if (since) query = query.gte('created_at', since);
    const { data, error } = await query.order('created_at').order('id');
    if (error) throw new Error(error.message);
    return data;
  },

  async fetchSenders(ids) {
    const { data, error } = await getSupabase()
      .from('profiles')
      .select('id, full_name, profile_picture_url')
      .in('id', ids);
    if (error) throw new Error(error.message);
    return data;
  },

  insertMessage,

  subscribe(conversationId, { onInsert, onStatus }) {
    const supabase = getSupabase();
    const topic = conversationTopic(conversationId);
    let channel: ReturnType<typeof supabase.channel> | null = null;
    let closed = false;

    const open = () => {
      if (closed) return;
      channel = supabase
        .channel(topic, { config: { private: true } })
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'messages',
            filter: `conversation_id=eq.${conversationId}`,
          },
          (payload) => onInsert(payload.new as ChatMessage),
        )
        .subscribe((status) => onStatus(status === 'SUBSCRIBED' ? 'joined' : 'lost'));
    };

    // supabase-js hands back a channel of the same topic that is still leaving (a conversation
    // closed and opened again at once); wait for it to go, or the new subscription is a no-op.
    const leaving = supabase
      .getChannels()
      .find((existing) => existing.topic === `realtime:${topic}`);
    if (leaving) void supabase.removeChannel(leaving).then(open);
    else open();

    return () => {
      closed = true;
      if (channel) void supabase.removeChannel(channel);
    };
  },
};
