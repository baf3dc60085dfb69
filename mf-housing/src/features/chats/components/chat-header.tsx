import { resizedPhotoUrl } from '@univida/shared-auth';
import { Link } from '@univida/shared-router';
import { Avatar, Button } from '@univida/shared-ui';
import { ArrowLeft } from 'lucide-react';
import type { Ref } from 'react';
import styled from 'styled-components';
import { housingRoutes } from '../../../routes';
import type { ConversationSummary } from '../api/get-conversations';

/**
 * Who the open conversation is with (and the listing), with the mobile way back to the list.
 * `titleRef`: the name's heading, focusable from script, where focus goes on opening it.
 */
export function ChatHeader({
  conversation,
  titleRef,
}: {
  conversation: ConversationSummary | undefined;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const name = conversation?.other_user_name ?? 'Conversación';
  return (
    <Header>
      <Back>
        <Button asChild variant="ghost" size="sm">
          <Link to={housingRoutes.paths.chats()}>
            <ArrowLeft aria-hidden /> Volver a las conversaciones
          </Link>
        </Button>
      </Back>
      <Who>
        <Avatar
          resize={resizedPhotoUrl}
          name={name}
          userId={conversation?.other_user_id}
          src={conversation?.other_user_avatar}
        />
        <Names>
          <Title ref={titleRef} tabIndex={-1}>
            {name}
          </Title>
          {conversation?.accommodation_name && <Listing>{conversation.accommodation_name}</Listing>}
        </Names>
      </Who>
    </Header>
  );
}

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// The list is beside the conversation on wide screens: the way back is for one-pane (mobile) only.
const Back = styled.div`
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md + 1}px) { display: none; }`}
  /* Its words wrap rather than run past the card at 320 px. */
  a {
    white-space: normal;
    text-align: left;
  }
`;

const Who = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

// A long name wraps inside the card instead of running past it.
const Names = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Listing = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
