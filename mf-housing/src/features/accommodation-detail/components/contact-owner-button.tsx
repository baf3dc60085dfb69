import { useSession } from '@univida/shared-auth';
import { useNavigate } from '@univida/shared-router';
import { Button, dataErrorMessage, toast } from '@univida/shared-ui';
import { MessageCircle } from 'lucide-react';
import { housingRoutes } from '../../../routes';
import { ContactError, useContactOwner } from '../api/contact-owner';
import { DETAIL_MESSAGES } from '../constants';
import { WRITE_NOW } from '../../../lib/write-now';

interface ContactOwnerButtonProps {
  accommodationId: string;
  ownerId: string;
}

/** 'Contactar con el propietario': finds or starts the conversation and opens it in /chats. */
export function ContactOwnerButton({ accommodationId, ownerId }: ContactOwnerButtonProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const contact = useContactOwner();

  const onClick = () => {
    if (!user) {
      toast({ title: DETAIL_MESSAGES.loginToContact });
      return;
    }
    if (user.id === ownerId) {
      toast({ title: DETAIL_MESSAGES.contactSelf, variant: 'destructive' });
      return;
    }
    contact.mutate(
      { userId: user.id, ownerId, accommodationId },
      {
        onSuccess: (conversationId) =>
          navigate(housingRoutes.paths.chats({}, { conversationId }), { state: WRITE_NOW }),
        onError: (error) =>
          toast({
            title: error instanceof ContactError ? error.title : DETAIL_MESSAGES.chatError,
            description: dataErrorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Button type="button" size="lg" onClick={onClick} loading={contact.isPending}>
      <MessageCircle aria-hidden />
      Contactar con el propietario
    </Button>
  );
}
