import { resizedPhotoUrl } from '@univida/shared-auth';
import { Avatar, Button, formatTime } from '@univida/shared-ui';
import { ArrowDown } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { STICK_TO_BOTTOM_PX } from '../constants';
import { formatChatDay, formatChatTime, isSameDay } from '../lib/format-chat-time';
import type { ChatMessage, ChatSender, PendingMessage } from '../types';

export interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  senders: Record<string, ChatSender>;
  userId: string | null;
  emptyText: string;
}

const pendingLabel = (message: PendingMessage) =>
  message.state === 'sending' ? 'Enviando…' : 'Sin conexión: se enviará al reconectar';

/**
 * Messages oldest first, with a separator per day. Opens scrolled to the newest; a new message
 * scrolls it into view unless the reader has scrolled up, who gets a 'Nuevos mensajes' button.
 */
export function MessageList({ messages, pending, senders, userId, emptyText }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const all: (ChatMessage | PendingMessage)[] = [...messages, ...pending];
  const newest = all.at(-1);

  const scrollToBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    if (!newest) return;
    if (atBottom.current || newest.sender_id === userId) scrollToBottom();
    else setUnseen(true);
    // Only a new last message moves the view, not a sender's name arriving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest?.id]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_TO_BOTTOM_PX;
    if (atBottom.current) setUnseen(false);
  };

  const now = new Date();
  return (
    <Wrapper>
      <Scroller ref={scroller} onScroll={onScroll} tabIndex={0} role="log" aria-label="Mensajes">
        {all.length === 0 ? (
          <Empty>{emptyText}</Empty>
        ) : (
          <List>
            {all.map((message, index) => {
              const previous = all[index - 1];
              const sender = senders[message.sender_id];
              const own = message.sender_id === userId;
              const isPending = 'state' in message;
              const name = own ? 'Tú' : (sender?.full_name ?? 'Usuario');
              return (
                <Fragment key={message.id}>
                  {(!previous || !isSameDay(previous.created_at, message.created_at)) && (
                    // An item of the list like the messages (a list holds only items); the
                    // separator inside it says the day.
                    <DaySeparator>
                      <span role="separator" aria-label={formatChatDay(message.created_at, now)}>
                        {formatChatDay(message.created_at, now)}
                      </span>
                    </DaySeparator>
                  )}
                  <Item $own={own} aria-busy={isPending || undefined}>
                    <Avatar
                      resize={resizedPhotoUrl}
                      size="sm"
                      name={sender?.full_name ?? name}
                      userId={message.sender_id}
                      src={sender?.profile_picture_url}
                    />
                    <Bubble $own={own} $pending={isPending}>
                      <Meta>
                        <strong>{name}</strong>{' '}
                        <time
                          dateTime={message.created_at}
                          title={formatChatTime(message.created_at, now)}
                        >
                          {formatTime(message.created_at)}
                        </time>
                      </Meta>
                      <Text>{message.content}</Text>
                      {isPending && <PendingNote>{pendingLabel(message)}</PendingNote>}
                    </Bubble>
                  </Item>
                </Fragment>
              );
            })}
          </List>
        )}
      </Scroller>
      {unseen && (
        <NewMessages>
          <Button size="sm" onClick={scrollToBottom}>
            <ArrowDown aria-hidden /> Nuevos mensajes
          </Button>
        </NewMessages>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
`;

const Scroller = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  margin: ${({ theme }) => theme.space[8]} 0;
`;

const DaySeparator = styled.li`
  display: flex;
  justify-content: center;
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.full};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  }
`;

const Item = styled.li<{ $own: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  ${({ $own }) =>
    $own &&
    css`
      flex-direction: row-reverse;
    `}
`;

const Bubble = styled.div<{ $own: boolean; $pending: boolean }>`
  max-width: min(75%, 36rem);
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
`;

const Meta = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const PendingNote = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.warningText};
`;

const NewMessages = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space[2]};
  left: 50%;
  transform: translateX(-50%);
`;
