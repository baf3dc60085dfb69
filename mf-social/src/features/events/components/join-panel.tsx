import { useSession } from '@univida/shared-auth';
import { Badge, Button, toast } from '@univida/shared-ui';
import styled from 'styled-components';
import type { EventDetail } from '../api/get-event';
import { useMyParticipation } from '../api/get-my-participation';
import { useChangeParticipation, type ParticipationInput } from '../api/change-participation';
import { JOIN_LOGIN_REQUIRED } from '../constants';
import { joinState } from '../lib/participation';

const successes: Record<ParticipationInput['action'], string> = {
  join: '¡Te has unido al evento!',
  leave: 'Has salido del evento',
  wait: 'Te has apuntado a la lista de espera',
  stopWaiting: 'Has salido de la lista de espera',
};

function useAction(action: ParticipationInput['action']) {
  return useChangeParticipation(action, {
    mutationConfig: { onSuccess: () => toast({ title: successes[action], variant: 'success' }) },
  });
}

/**
 * 'Unirme al evento' and what follows: leaving, the waitlist when full ('Apuntarme a la lista de
 * espera'), and why joining is closed. Visitors are asked to sign in.
 */
export function JoinPanel({ event }: { event: EventDetail }) {
  const { user } = useSession();
  const mine = useMyParticipation(event.id, user?.id ?? null);
  const join = useAction('join');
  const leave = useAction('leave');
  const wait = useAction('wait');
  const stopWaiting = useAction('stopWaiting');
  const busy = join.isPending || leave.isPending || wait.isPending || stopWaiting.isPending;

  const state = joinState({
    eventDate: event.eventDate,
    registrationDeadline: event.registrationDeadline,
    capacity: event.capacity,
    participantCount: event.participantCount,
    joined: mine.data?.joined ?? false,
    waiting: mine.data?.waiting ?? false,
  });
  const run = (mutation: ReturnType<typeof useAction>) => {
    if (!user) {
      toast({ title: JOIN_LOGIN_REQUIRED, variant: 'destructive' });
      return;
    }
    mutation.mutate({ eventId: event.id, userId: user.id });
  };
  const checking = user !== null && mine.isPending;

  return (
    <Panel aria-label="Inscripción">
      {state === 'joined' && (
        <>
          <Badge variant="success">Participas en este evento</Badge>
          <Button variant="outline" disabled={busy} onClick={() => run(leave)}>
            Salir del evento
          </Button>
        </>
      )}
      {state === 'waiting' && (
        <>
          <Badge variant="warning">Estás en la lista de espera</Badge>
          <Button variant="outline" disabled={busy} onClick={() => run(stopWaiting)}>
            Salir de la lista de espera
          </Button>
        </>
      )}
      {(state === 'open' || state === 'full') && (
        <Button disabled={busy || checking || state === 'full'} onClick={() => run(join)}>
          Unirme al evento
        </Button>
      )}
      {state === 'full' && (
        <>
          <Badge variant="destructive">Completo</Badge>
          <Button variant="secondary" disabled={busy || checking} onClick={() => run(wait)}>
            Apuntarme a la lista de espera
          </Button>
        </>
      )}
      {state === 'closed' && (
        <>
          <Button disabled>Unirme al evento</Button>
          <Note>El plazo de inscripción ha terminado.</Note>
        </>
      )}
      {state === 'started' && <Note>Este evento ya ha empezado.</Note>}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
