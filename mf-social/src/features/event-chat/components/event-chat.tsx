import { ConversationChat } from '@univida/shared-chat';
import styled from 'styled-components';

interface EventChatProps {
  conversationId: string;
  userId: string | null;
  /** The creator or a participant: only they read and write the chat (RLS decides for real). */
  member: boolean;
}

/** The event's group chat, live, with the chat every conversation of the site uses. */
export function EventChat({ conversationId, userId, member }: EventChatProps) {
  return (
    <Section aria-labelledby="event-chat-title">
      <h2 id="event-chat-title">Chat del evento</h2>
      {member && userId ? (
        <ConversationChat conversationId={conversationId} userId={userId} canSend />
      ) : (
        <Notice>
          {userId
            ? 'Únete al evento para leer y escribir en su chat.'
            : 'Inicia sesión y únete al evento para leer y escribir en su chat.'}
        </Notice>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.space[8]} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
