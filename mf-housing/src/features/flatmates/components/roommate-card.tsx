import { resizedPhotoUrl } from '@univida/shared-auth';
import { Link, useListLinkState } from '@univida/shared-router';
import { Avatar, Badge, Card, formatEurosPerMonth } from '@univida/shared-ui';
import styled from 'styled-components';
import { housingRoutes } from '../../../routes';
import type { RoommateCard as RoommateCardData } from '../api/search-roommates';
import { CompatibilityBadge } from './compatibility-badge';

const MAX_HOBBIES = 4;

/** A flatmate in the list: photo, name, career, city, budget, up to four hobbies and the score. */
export function RoommateCard({ roommate }: { roommate: RoommateCardData }) {
  const listState = useListLinkState();
  return (
    <Card interactive asChild>
      <CardLink to={housingRoutes.paths.flatmate({ id: roommate.id })} state={listState}>
        <Card.Content>
          <Top>
            <Avatar
              resize={resizedPhotoUrl}
              size="lg"
              name={roommate.full_name}
              userId={roommate.id}
              src={roommate.profile_picture_url}
            />
            <div>
              <Name>{roommate.full_name}</Name>
              <Muted>{[roommate.career, roommate.city].filter(Boolean).join(' · ')}</Muted>
            </div>
          </Top>
          <Muted>
            {roommate.budget !== null
              ? formatEurosPerMonth(Number(roommate.budget))
              : 'Presupuesto sin indicar'}
          </Muted>
          <Hobbies aria-label="Aficiones">
            {roommate.hobbies.slice(0, MAX_HOBBIES).map((hobby) => (
              <li key={hobby}>
                <Badge variant="secondary">{hobby}</Badge>
              </li>
            ))}
          </Hobbies>
          <CompatibilityBadge score={roommate.compatibility} />
        </Card.Content>
      </CardLink>
    </Card>
  );
}

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hobbies = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
`;
