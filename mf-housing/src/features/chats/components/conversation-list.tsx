import { resizedPhotoUrl } from '@univida/shared-auth';
import { formatChatListTime, formatChatTime } from '@univida/shared-chat';
import { Link } from '@univida/shared-router';
import {
  Avatar,
  EmptyState,
  Field,
  Input,
  QueryState,
  Skeleton,
  UnreadCount,
} from '@univida/shared-ui';
import { MessageCircle, SearchX } from 'lucide-react';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { housingRoutes } from '../../../routes';
import { useConversations, type ConversationSummary } from '../api/get-conversations';
import { filterConversations } from '../lib/filter-conversations';

const countLabel = (n: number) => (n === 1 ? '1 conversación' : `${n} conversaciones`);

/** The user's conversations with a search by name and their count; the selected one is marked. */
export function ConversationList({
  userId,
  selectedId,
}: {
  userId: string;
  selectedId: string | null;
}) {
  const query = useConversations(userId);
  const [search, setSearch] = useState('');
  return (
    <Wrapper>
      <Field label="Buscar conversaciones">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <QueryState
        query={query}
        errorTitle="No se pudieron cargar tus conversaciones"
        loading={<Loading />}
        empty={
          <EmptyState
            icon={<MessageCircle />}
            title="Aún no tienes conversaciones"
            description="Escribe a un propietario desde un alojamiento o a un compañero desde RoomieMatch."
          />
        }
      >
        {(conversations) => {
          const shown = filterConversations(conversations, search);
          return (
            <>
              <Count role="status">{countLabel(shown.length)}</Count>
              {shown.length === 0 ? (
                <EmptyState
                  icon={<SearchX />}
                  title={`Ninguna conversación coincide con «${search.trim()}»`}
                  description="Busca por el nombre de la persona o del alojamiento."
                />
              ) : (
                <List aria-label="Conversaciones">
                  {shown.map((conversation) => (
                    <li key={conversation.conversation_id}>
                      <Row
                        conversation={conversation}
                        selected={conversation.conversation_id === selectedId}
                      />
                    </li>
                  ))}
                </List>
              )}
            </>
          );
        }}
      </QueryState>
    </Wrapper>
  );
}

function Loading() {
  return (
    <List aria-label="Cargando conversaciones">
      {[0, 1, 2].map((n) => (
        <li key={n}>
          <Skeleton height="4rem" />
        </li>
      ))}
    </List>
  );
}

function Row({ conversation, selected }: { conversation: ConversationSummary; selected: boolean }) {
  const name = conversation.other_user_name ?? 'Usuario';
  return (
    <Item
      to={housingRoutes.paths.chats({}, { conversationId: conversation.conversation_id })}
      aria-current={selected ? 'true' : undefined}
      data-conversation={conversation.conversation_id}
      $selected={selected}
    >
      <Avatar
        resize={resizedPhotoUrl}
        name={name}
        userId={conversation.other_user_id}
        src={conversation.other_user_avatar}
      />
      <Text>
        <Name>{name}</Name>
        {conversation.accommodation_name && <Small>{conversation.accommodation_name}</Small>}
        <Small>{conversation.last_message_content ?? 'Sin mensajes todavía'}</Small>
      </Text>
      <Side>
        {conversation.last_message_at && (
          <Small
            as="time"
            dateTime={conversation.last_message_at}
            title={formatChatTime(conversation.last_message_at)}
          >
            {formatChatListTime(conversation.last_message_at)}
          </Small>
        )}
        <UnreadCount count={Number(conversation.unread_count)} />
      </Side>
    </Item>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Item = styled(Link)<{ $selected: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.primarySoft};
    `}
`;

const Text = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
`;

// Two lines before it is cut: at 320 px one line held 'Lucía Fe…'.
const Name = styled.strong`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
`;
