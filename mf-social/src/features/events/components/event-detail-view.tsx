import { resizedPhotoUrl } from '@univida/shared-auth';
import { Avatar, Badge, formatDate, formatTime, PageHeader } from '@univida/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EventDetail } from '../api/get-event';
import { EventFacts } from './event-facts';
import { JoinPanel } from './join-panel';
import { ParticipantAvatars } from './participant-avatars';

interface EventDetailViewProps {
  event: EventDetail;
  /** Beside the title: the calendar download and the report dialog, from their own features. */
  actions?: ReactNode;
}

/** The event: everything of its card plus description, creator, duration, deadline and joining. */
export function EventDetailView({ event, actions }: EventDetailViewProps) {
  const hours = event.durationHours === 1 ? '1 hora' : `${event.durationHours} horas`;
  return (
    <article>
      <PageHeader
        title={event.title}
        subtitle={<Badge variant="secondary">{event.category}</Badge>}
        actions={actions}
      />
      <Layout>
        <div>
          <Description>{event.description}</Description>
          <EventFacts {...event} />
          <Meta>
            Duración: {hours}. Inscripción hasta el {formatDate(event.registrationDeadline)} a las{' '}
            {formatTime(event.registrationDeadline)}.
          </Meta>
          <JoinPanel event={event} />
        </div>
        <Side aria-label="Personas">
          <h2>Organiza</h2>
          <Person>
            <Avatar
              resize={resizedPhotoUrl}
              src={event.creatorPictureUrl}
              name={event.creatorName}
              userId={event.creatorId}
            />
            <span>{event.creatorName}</span>
          </Person>
          <h2>
            Participantes ({event.participantCount}/{event.capacity})
          </h2>
          <ParticipantAvatars participants={event.participants} total={event.participantCount} />
        </Side>
      </Layout>
    </article>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Side = styled.aside`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
