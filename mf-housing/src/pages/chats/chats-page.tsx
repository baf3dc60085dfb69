import { accountRoutes } from '@univida/mf-account/routes';
import { useRequireAuth } from '@univida/shared-auth';
import { ConversationChat } from '@univida/shared-chat';
import { useQuery } from '@univida/shared-query';
import { useLocation, useNavigate, useSearchParams } from '@univida/shared-router';
import {
  Card,
  Container,
  EmptyState,
  HIDES_HELP_CHAT_ON_PHONE,
  PageHeader,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { getConversationsQueryOptions } from '../../features/chats/api/get-conversations';
import { useMarkConversationRead } from '../../features/chats/api/mark-conversation-read';
import { ChatHeader } from '../../features/chats/components/chat-header';
import { ConversationList } from '../../features/chats/components/conversation-list';
import { useLiveConversationList } from '../../features/chats/hooks/use-live-conversation-list';
import { opensToWrite } from '../../lib/write-now';
import { pageHeaders } from '../../page-headers';

/** /chats — conversation list beside the open conversation; one pane at a time on mobile. */
export default function ChatsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Visitors sign in first and come back here, conversationId included.
  const { user } = useRequireAuth(() =>
    navigate(accountRoutes.paths.login({}, { next: `${location.pathname}${location.search}` }), {
      replace: true,
    }),
  );
  return (
    <Container>
      <PageHeader {...pageHeaders.chats} />
      {user && <Chats userId={user.id} />}
    </Container>
  );
}

function Chats({ userId }: { userId: string }) {
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('conversationId');
  const writeNow = opensToWrite(useLocation().state);
  const conversations = useQuery(getConversationsQueryOptions(userId));
  const markRead = useMarkConversationRead(userId);
  useLiveConversationList(userId);
  const selected = conversations.data?.find((c) => c.conversation_id === selectedId);

  // On a phone one pane shows at a time, so the control pressed to switch panes goes out of
  // sight ('Volver a las conversaciones' is removed, the list's link is hidden) and focus would
  // fall to <body>. Back to the list: focus goes to the conversation just left. Opening one: to
  // its heading, unless the link pressed is still in view (two panes side by side).
  const list = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const shownId = useRef(selectedId);
  useEffect(() => {
    const left = shownId.current;
    shownId.current = selectedId;
    if (left === selectedId) return;
    if (selectedId === null) {
      focusAfterRender(() =>
        [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-conversation]') ?? [])].find(
          (link) => link.dataset.conversation === left,
        ),
      );
      return;
    }
    const pressed = document.activeElement;
    focusAfterRender(() =>
      pressed instanceof HTMLElement &&
      pressed !== document.body &&
      pressed.isConnected &&
      pressed.getClientRects().length > 0
        ? pressed
        : title.current,
    );
  }, [selectedId, focusAfterRender]);

  return (
    <Panes {...{ [HIDES_HELP_CHAT_ON_PHONE]: '' }}>
      <Card asChild>
        <Pane ref={list} aria-label="Conversaciones" $hiddenOnMobile={selectedId !== null}>
          <Card.Content>
            <ConversationList userId={userId} selectedId={selectedId} />
          </Card.Content>
        </Pane>
      </Card>
      <Card asChild>
        <Pane aria-label="Conversación" $hiddenOnMobile={selectedId === null}>
          <ChatContent>
            {selectedId ? (
              <>
                <ChatHeader conversation={selected} titleRef={title} />
                <ConversationChat
                  conversationId={selectedId}
                  userId={userId}
                  focusComposer={writeNow}
                  onLatestMessage={() => markRead.mutate({ conversationId: selectedId })}
                />
              </>
            ) : (
              <EmptyState
                icon={<MessagesSquare />}
                title="Elige una conversación"
                description="Selecciona una conversación de la lista para ver sus mensajes."
              />
            )}
          </ChatContent>
        </Pane>
      </Card>
    </Panes>
  );
}

const Panes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md + 1}px) { grid-template-columns: 360px minmax(0, 1fr); }`}
`;

const Pane = styled.section<{ $hiddenOnMobile: boolean }>`
  min-width: 0;
  ${({ $hiddenOnMobile, theme }) =>
    $hiddenOnMobile &&
    css`
      @media (max-width: ${theme.breakpoints.md}px) {
        display: none;
      }
    `}
`;

// A height of its own (not Card.Content's flex: 1, which grew it to all its messages): the
// messages scroll inside, the newest in view and the composer below them on the first screen.
const ChatContent = styled(Card.Content)`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: min(70vh, 40rem);
  min-height: 24rem;
  ${({ theme }) => `@media (max-width: ${theme.breakpoints.md}px) { height: min(60vh, 40rem); }`}
  /* On the smallest phones the card's padding gives its width to the messages and the box. */
  ${({ theme }) => `@media (max-width: ${theme.breakpoints.sm - 1}px) { padding: ${theme.space[3]}; }`}
`;
