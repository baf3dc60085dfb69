import { Badge, Card } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { socialRoutes } from '../../../routes';
import type { EventSummary } from '../api/get-events';
import { EventFacts } from './event-facts';
import { ParticipantAvatars } from './participant-avatars';

/** One upcoming event: title, category, date and time, place, N/capacity, avatars, 'Completo'. */
export function EventCard({ event }: { event: EventSummary }) {
  const full = event.participantCount >= event.capacity;
  return (
    <li>
      <Card asChild interactive>
        <CardLink to={socialRoutes.paths.event({ id: event.id })}>
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
        </CardLink>
      </Card>
    </li>
  );
}

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  color: inherit;
  text-decoration: none;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
