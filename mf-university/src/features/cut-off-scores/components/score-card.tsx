import { Card, formatScore } from '@univida/shared-ui';
import { MapPin } from 'lucide-react';
import { memo } from 'react';
import { Link, useListLinkState } from '@univida/shared-router';
import styled from 'styled-components';
import { MarginBadge } from '../../../components/margin-badge';
import { universityRoutes } from '../../../routes';
import { FILTER_PARAMS } from '../constants';
import type { CutOffScore } from '../types';

interface ScoreCardProps {
  score: CutOffScore;
  /** The user's grade, when they typed one: the card then says how far it is from the cut-off. */
  userGrade: number | null;
}

/** One degree: career, cut-off with 3 decimals, university and city, linking to its detail. */
export const ScoreCard = memo(function ScoreCard({ score, userGrade }: ScoreCardProps) {
  // The degree's 'Volver a las notas de corte' then returns to the list as it was left.
  const listState = useListLinkState();
  return (
    <Item>
      <Card asChild interactive>
        <CardLink
          to={universityRoutes.paths.degree(
            { id: score.id },
            // The degree's page then says how far the grade is from its cut-off too.
            { [FILTER_PARAMS.grade]: userGrade ?? undefined },
          )}
          state={listState}
        >
          <Card.Header>
            <Card.Title as="h2">{score.career}</Card.Title>
            <Card.Description>{score.university}</Card.Description>
          </Card.Header>
          <Card.Content>
            <Score>
              <span>Nota de corte</span>
              <strong>{formatScore(score.score)}</strong>
            </Score>
            <City>
              <MapPin aria-hidden size={16} />
              {score.city}
            </City>
          </Card.Content>
          {userGrade !== null && (
            <Card.Footer>
              <MarginBadge userGrade={userGrade} cutOff={score.score} />
            </Card.Footer>
          )}
        </CardLink>
      </Card>
    </Item>
  );
});

// Off-screen cards skip style, layout and paint until scrolled near (each keystroke re-lays the list).
const Item = styled.li`
  content-visibility: auto;
  contain-intrinsic-size: auto 240px;
`;

const CardLink = styled(Link)`
  height: 100%;
`;

const Score = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const City = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
