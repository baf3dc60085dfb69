import { QueryState } from '@univida/shared-ui';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ChatBackend } from '../api/chat-backend';
import { useConversationChat } from '../hooks/use-conversation-chat';
import type { ChatMessage } from '../types';
import { Composer } from './composer';
import { MessageList } from './message-list';

export interface ConversationChatProps {
  conversationId: string;
  /** The signed-in user (their messages show as 'Tú'); null for a visitor. */
  userId: string | null;
  /** Whether the composer shows (default: when signed in). */
  canSend?: boolean;
  /** Shown instead of the composer when the user cannot send (e.g. 'Únete para escribir'). */
  readOnlyNotice?: ReactNode;
  /** Shown while the conversation has no messages. */
  emptyText?: string;
  /** Called with the newest stored message each time it changes (to mark the conversation read). */
  onLatestMessage?(message: ChatMessage): void;
  /** The backend to talk to; tests pass their own. */
  backend?: ChatBackend;
  /** The message box takes focus as it appears (the user came to write). */
  focusComposer?: boolean;
}

/**
 * A conversation, live: the message list and the composer (SPEC §4 Chat). Used by /chats for
 * direct conversations and by event pages for event group chats.
 */
export function ConversationChat(props: ConversationChatProps) {
  // A new conversation starts from a clean state: its own messages, pending sends and subscription.
  return <LiveConversation key={props.conversationId} {...props} />;
}

function LiveConversation({
  conversationId,
  userId,
  canSend = userId !== null,
  readOnlyNotice,
  emptyText = 'Aún no hay mensajes. ¡Escribe el primero!',
  onLatestMessage,
  backend,
  focusComposer = false,
}: ConversationChatProps) {
  const chat = useConversationChat({ conversationId, userId, backend });
  const latest = chat.messages.at(-1);

  useEffect(() => {
    if (latest) onLatestMessage?.(latest);
    // Once per newest message, not per render of the caller's callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest?.id]);

  return (
    <Pane>
      {chat.connection === 'reconnecting' && <Status role="status">Reconectando…</Status>}
      <QueryState
        query={{
          isPending: !chat.loaded && !chat.loadError,
          isError: chat.loadError !== null,
          data: chat.loaded ? chat.messages : undefined,
          refetch: chat.reload,
        }}
        errorTitle="Error al cargar los mensajes"
        loadingLabel="Cargando mensajes…"
      >
        {(messages) => (
          <MessageList
            messages={messages}
            pending={chat.pending}
            senders={chat.senders}
            userId={userId}
            emptyText={emptyText}
          />
        )}
      </QueryState>
      {canSend && userId ? (
        <Composer onSend={chat.send} focusOnMount={focusComposer} />
      ) : (
        readOnlyNotice
      )}
    </Pane>
  );
}

const Pane = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  min-height: 0;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;
