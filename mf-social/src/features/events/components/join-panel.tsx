import { useSession } from '@univida/shared-auth';
import { useQueryClient } from '@univida/shared-query';
import { Badge, Button, toast, useFocusAfterRender } from '@univida/shared-ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { getEventQueryOptions, type EventDetail } from '../api/get-event';
import { getMyParticipationQueryOptions, useMyParticipation } from '../api/get-my-participation';
import { useWaitlistStatus } from '../api/get-waitlist-status';
import { useChangeParticipation } from '../api/change-participation';
import type { ParticipationInput } from '../api/participation-input';
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

const peopleWaiting = (count: number) =>
  count === 1 ? '1 persona en la lista de espera' : `${count} personas en la lista de espera`;

/**
 * 'Unirme al evento' and what follows: leaving, the waitlist when full ('Apuntarme a la lista de
 * espera') with the viewer's place in it and how many wait, and why joining is closed. Visitors
 * are asked to sign in.
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
  // The pressed button is disabled, then replaced ('Unirme' by 'Salir del evento'): a keyboard
  // user's focus would fall to the page's start. It goes to the panel's next action instead, or,
  // when the change is refused, back to the same button once it works again.
  const panel = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const run = (mutation: ReturnType<typeof useAction>) => {
    if (!user) {
      toast({ title: JOIN_LOGIN_REQUIRED });
      return;
    }
    const pressed = document.activeElement;
    const fromPanel = pressed instanceof HTMLButtonElement && panel.current?.contains(pressed);
    mutation.mutate(
      { eventId: event.id, userId: user.id },
      fromPanel
        ? {
            onSuccess: () =>
              focusAfterRender(() =>
                pressed.isConnected
                  ? null
                  : panel.current?.querySelector<HTMLButtonElement>('button:not(:disabled)'),
              ),
            onError: () => focusAfterRender(() => (pressed.disabled ? null : pressed)),
          }
        : undefined,
    );
  };
  const checking = user !== null && mine.isPending;
  const waitlist = useWaitlistStatus(event.id, user?.id ?? null, { poll: state === 'waiting' });
  const place = waitlist.data?.myPosition ?? null;

  // The poll found the viewer out of the line: promoted (or removed), so refresh their place.
  const queryClient = useQueryClient();
  const leftTheLine =
    state === 'waiting' && waitlist.isSuccess && !waitlist.isFetching && place === null;
  useEffect(() => {
    if (leftTheLine && user) {
      void queryClient.invalidateQueries({
        queryKey: getMyParticipationQueryOptions(event.id, user.id).queryKey,
      });
      void queryClient.invalidateQueries({
        queryKey: getEventQueryOptions(event.id).queryKey,
        exact: true,
      });
    }
  }, [leftTheLine, queryClient, event.id, user]);
  const waitingCount = waitlist.data?.waiting ?? 0;

  return (
    <Panel ref={panel} aria-label="Inscripción">
      {state === 'joined' &&
        // The organiser joined with the event and stays in it (the database refuses their leave).
        (user?.id === event.creatorId ? (
          <Badge variant="success">Organizas este evento</Badge>
        ) : (
          <>
            <Badge variant="success">Participas en este evento</Badge>
            <Button variant="outline" disabled={busy} onClick={() => run(leave)}>
              Salir del evento
            </Button>
          </>
        ))}
      {state === 'waiting' && (
        <>
          <Badge variant="warning">
            {place === null
              ? 'Estás en la lista de espera'
              : `Estás en la lista de espera (puesto ${place})`}
          </Badge>
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
      {waitingCount > 0 && state !== 'started' && state !== 'closed' && (
        <Note role="status">{peopleWaiting(waitingCount)}</Note>
      )}
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
