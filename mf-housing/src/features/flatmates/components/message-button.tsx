import { accountRoutes } from '@univida/mf-account/routes';
import { useNavigate } from '@univida/shared-router';
import { Button, dataErrorMessage, toast } from '@univida/shared-ui';
import { MessageCircle } from 'lucide-react';
import { housingRoutes } from '../../../routes';
import { WRITE_NOW } from '../../../lib/write-now';
import { useStartRoommateChat } from '../api/start-roommate-chat';

const PARTICIPANTS_REFUSED = '23514';

export interface MessageButtonProps {
  roommateId: string;
  firstName: string;
  viewerId: string | null;
  /** Where a visitor comes back to after signing in. */
  returnTo: string;
}

/**
 * 'Enviar mensaje a {nombre}': finds or creates the conversation and opens it in /chats. Never
 * drawn on one's own profile (the page shows 'Este es tu perfil.'); start_conversation refuses a
 * conversation with oneself anyway.
 */
export function MessageButton({ roommateId, firstName, viewerId, returnTo }: MessageButtonProps) {
  const navigate = useNavigate();
  const start = useStartRoommateChat({
    mutationConfig: {
      meta: { notifyError: false },
      onSuccess: (conversationId) =>
        void navigate(housingRoutes.paths.chats({}, { conversationId }), { state: WRITE_NOW }),
      onError: (error) =>
        toast({
          title:
            (error as { code?: string }).code === PARTICIPANTS_REFUSED
              ? 'No se pudo añadir a los participantes al chat.'
              : 'No se pudo crear el chat.',
          description: dataErrorMessage(error),
          variant: 'destructive',
        }),
    },
  });

  const onClick = () => {
    if (!viewerId) {
      toast({ title: 'Inicia sesión para enviar mensajes' });
      void navigate(accountRoutes.paths.login({}, { next: returnTo }));
      return;
    }
    start.mutate({ otherUserId: roommateId });
  };

  return (
    <Button onClick={onClick} disabled={start.isPending}>
      <MessageCircle aria-hidden /> Enviar mensaje a {firstName}
    </Button>
  );
}
