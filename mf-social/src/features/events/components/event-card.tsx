import { Badge, Card } from '@univida/shared-ui';
import { LinkCard } from '../../../components/link-card';
import styled from 'styled-components';
import { socialRoutes } from '../../../routes';
import type { EventSummary } from '../api/get-events';
import { EventFacts } from './event-facts';
import { ParticipantAvatars } from './participant-avatars';

/** One upcoming event: title, category, date and time, place, N/capacity, avatars, 'Completo'. */
export function EventCard({ event }: { event: EventSummary }) {
  const full = event.participantCount >= event.capacity;
  return (
    <LinkCard to={socialRoutes.paths.event({ id: event.id })}>
      <Card.Header>
        <Badges>
          <Badge variant="secondary">{event.category}</Badge>
          {full && <Badge variant="destructive">Completo</Badge>}
        </Badges>
        <Card.Title as="h2">{event.title}</Card.Title>
      </Card.Header>
      <Card.Content>
        <EventFacts {...event} />
      </Card.Content>
      <Card.Footer>
        <ParticipantAvatars participants={event.participants} total={event.participantCount} />
      </Card.Footer>
    </LinkCard>
  );
}

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
