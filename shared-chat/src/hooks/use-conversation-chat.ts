import { useQueryClient } from '@univida/shared-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ChatBackend } from '../api/chat-backend';
import { supabaseChatBackend } from '../api/supabase-chat-backend';
import { CATCH_UP_WINDOW_MS } from '../constants';
import { deliverMessage } from '../lib/deliver-message';
import { catchUpSince, mergeMessages } from '../lib/merge-messages';
import type { ChatConnection, ChatMessage, ChatSender, PendingMessage } from '../types';

interface State {
  messages: ChatMessage[];
  pending: PendingMessage[];
  loaded: boolean;
  loadError: Error | null;
  connection: ChatConnection;
}

type Action =
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'loadFailed'; error: Error }
  | { type: 'connection'; connection: ChatConnection }
  | { type: 'pending'; message: PendingMessage }
  | { type: 'retrying'; id: string }
  | { type: 'dropped'; id: string };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'received': {
      const messages = mergeMessages(state.messages, action.messages);
      const arrived = new Set(action.messages.map((message) => message.id));
      const pending = state.pending.filter((message) => !arrived.has(message.id));
      return { ...state, messages, pending, loaded: true, loadError: null };
    }
    case 'loadFailed':
      return state.loaded ? state : { ...state, loadError: action.error };
    case 'connection':
      return { ...state, connection: action.connection };
    case 'pending':
      return { ...state, pending: [...state.pending, action.message] };
    case 'retrying':
      return {
        ...state,
        pending: state.pending.map((message) =>
          message.id === action.id ? { ...message, state: 'retrying' } : message,
        ),
      };
    case 'dropped':
      return { ...state, pending: state.pending.filter((message) => message.id !== action.id) };
  }
}

const initialState: State = {
  messages: [],
  pending: [],
  loaded: false,
  loadError: null,
  connection: 'connecting',
};

/** Where a sender's name and photo are kept, so each person is looked up once for the page. */
export const chatSenderQueryKey = (id: string) => ['chat', 'sender', id] as const;

export interface UseConversationChatOptions {
  conversationId: string;
  /** The signed-in user, who sends as themself; null for a reader who cannot send. */
  userId: string | null;
  backend?: ChatBackend;
}

/**
 * One conversation, live: its messages oldest first (loaded, then kept current by the Realtime
 * subscription and, after every (re)join or return online, a catch-up read that drops what is
 * already there), its senders, and `send`, which shows the message at once as pending and resolves
 * when it is stored — retried while the backend is unreachable — or rejects with the refusal.
 */
export function useConversationChat({
  conversationId,
  userId,
  backend = supabaseChatBackend,
}: UseConversationChatOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, initialState);
  const [senders, setSenders] = useState<Record<string, ChatSender>>({});
  const messagesRef = useRef(state.messages);
  messagesRef.current = state.messages;
  const requestedSenders = useRef(new Set<string>());
  const wakers = useRef(new Set<() => void>());
  const [reloads, setReloads] = useState(0);

  const lookUpSenders = useCallback(
    async (messages: ChatMessage[]) => {
      const ids = [...new Set(messages.map((message) => message.sender_id))];
      const cached = ids.flatMap(
        (id) => queryClient.getQueryData<ChatSender>(chatSenderQueryKey(id)) ?? [],
      );
      if (cached.length)
        setSenders((known) => ({ ...known, ...Object.fromEntries(cached.map((s) => [s.id, s])) }));
      const missing = ids.filter(
        (id) =>
          !requestedSenders.current.has(id) && !queryClient.getQueryData(chatSenderQueryKey(id)),
      );
      if (missing.length === 0) return;
      missing.forEach((id) => requestedSenders.current.add(id));
      try {
        const found = await backend.fetchSenders(missing);
        found.forEach((sender) => queryClient.setQueryData(chatSenderQueryKey(sender.id), sender));
        setSenders((known) => ({ ...known, ...Object.fromEntries(found.map((s) => [s.id, s])) }));
      } catch {
        // Names are asked for again with the next message from them; the text shows meanwhile.
        missing.forEach((id) => requestedSenders.current.delete(id));
      }
    },
    [backend, queryClient],
  );

  const receive = useCallback(
    (messages: ChatMessage[]) => {
      dispatch({ type: 'received', messages });
      if (messages.length) void lookUpSenders(messages);
    },
    [lookUpSenders],
  );

  useEffect(() => {
    let active = true;
    const wakeUp = () => wakers.current.forEach((wake) => wake());

    const catchUp = async () => {
      try {
        const since = catchUpSince(messagesRef.current, CATCH_UP_WINDOW_MS);
        const messages = await backend.fetchMessages(conversationId, since);
        if (active) receive(messages);
      } catch (error) {
        if (active) dispatch({ type: 'loadFailed', error: error as Error });
      }
    };

    void catchUp();
    const unsubscribe = backend.subscribe(conversationId, {
      onInsert: (message) => active && receive([message]),
      onStatus: (status) => {
        if (!active) return;
        dispatch({ type: 'connection', connection: status === 'joined' ? 'live' : 'reconnecting' });
        if (status === 'joined') {
          void catchUp();
          wakeUp();
        }
      },
    });
    const online = () => {
      void catchUp();
      wakeUp();
    };
    window.addEventListener('online', online);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('online', online);
    };
  }, [backend, conversationId, lookUpSenders, receive, reloads]);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || !userId) return;
      const message = {
        id: crypto.randomUUID(),
        conversation_id: conversationId,
        sender_id: userId,
        content,
      };
      dispatch({
        type: 'pending',
        message: { ...message, created_at: new Date().toISOString(), state: 'sending' },
      });
      void lookUpSenders([{ ...message, created_at: '' }]);
      try {
        const stored = await deliverMessage(backend, message, {
          onRetrying: () => dispatch({ type: 'retrying', id: message.id }),
          wait: (ms) =>
            new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(timer);
                wakers.current.delete(done);
                resolve();
              };
              const timer = setTimeout(done, ms);
              wakers.current.add(done);
            }),
        });
        receive([stored]);
      } catch (error) {
        dispatch({ type: 'dropped', id: message.id });
        throw error;
      }
    },
    [backend, conversationId, lookUpSenders, receive, userId],
  );

  return {
    messages: state.messages,
    pending: state.pending,
    senders,
    loaded: state.loaded,
    loadError: state.loadError,
    connection: state.connection,
    send,
    /** Loads again after a failed first load. */
    reload: () => setReloads((count) => count + 1),
  };
}
