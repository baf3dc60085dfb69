import { useQuery } from '@univida/shared-query';
import { ForYouCard, ForYouEmpty, ForYouRows } from '@univida/shared-journey/for-you-frame';
import { UnreadCount } from '@univida/shared-ui';
import { housingRoutes } from '@univida/mf-housing/routes';
import { MessageCircle } from 'lucide-react';
import { conversationsQueryOptions, type ConversationSummary } from '../api/conversations';
import { SectionState } from './section-state';

interface ChatsCardProps {
  userId: string;
  /** Students: their unread chats. Owners: the contact requests about their listings. */
  show: 'unread' | 'listing-requests';
}

const COPY = {
  unread: {
    title: 'Chats sin leer',
    label: 'Conversaciones sin leer',
    empty: 'No tienes mensajes sin leer.',
    keep: (chat: ConversationSummary) => chat.unread_count > 0,
  },
  'listing-requests': {
    title: 'Solicitudes de contacto',
    label: 'Conversaciones sobre tus alojamientos',
    empty: 'Aún no te ha escrito nadie por tus alojamientos.',
    keep: (chat: ConversationSummary) => chat.accommodation_id !== null,
  },
} as const;

/** Conversations worth answering, each opening its chat. */
export function ChatsCard({ userId, show }: ChatsCardProps) {
  const query = useQuery(conversationsQueryOptions(userId));
  const copy = COPY[show];
  return (
    <ForYouCard
      title={copy.title}
      icon={<MessageCircle size={20} />}
      link={{ to: housingRoutes.paths.chats(), label: 'Ir a Chats' }}
    >
      <SectionState query={query}>
        {(conversations) => {
          const chats = conversations.filter(copy.keep);
          return chats.length === 0 ? (
            <ForYouEmpty>{copy.empty}</ForYouEmpty>
          ) : (
            <ForYouRows
              label={copy.label}
              rows={chats.map((chat) => ({
                key: chat.conversation_id,
                to: housingRoutes.paths.chats({}, { conversationId: chat.conversation_id }),
                title: chat.other_user_name || 'Usuario',
                detail: chat.accommodation_name ?? chat.last_message_content ?? undefined,
                badge: <UnreadCount count={chat.unread_count} />,
              }))}
            />
          );
        }}
      </SectionState>
    </ForYouCard>
  );
}
