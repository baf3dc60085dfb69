import { Badge, Card, CardButton, ClickableCard, VisuallyHidden } from '@univida/shared-ui';
import { ChevronRight, MapPin, Trophy, Users } from 'lucide-react';
import styled from 'styled-components';
import { FactList } from '../../../components/fact-list';
import { showComingSoon } from '../../../components/coming-soon-toast';
import { DETAILS_COMING_SOON, UNIVERSITY_CARDS } from '../constants';

/** The six university cards; each is a button announcing that details are coming soon. */
export function UniversityGrid() {
  return (
    <Grid>
      {UNIVERSITY_CARDS.map((university) => (
        <li key={university.name}>
          <ClickableCard interactive>
            <Card.Header>
              <Card.Title as="h2">
                <CardButton onClick={() => showComingSoon(DETAILS_COMING_SOON)}>
                  {university.name}
                  <ChevronRight aria-hidden size={18} />
                </CardButton>
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <FactList>
                <div>
                  <dt>
                    <MapPin aria-hidden size={16} /> Ciudad
                  </dt>
                  <dd>{university.city}</dd>
                </div>
                <div>
                  <dt>
                    <Users aria-hidden size={16} /> Estudiantes
                  </dt>
                  <dd>{university.students}</dd>
                </div>
                <div>
                  <dt>
                    <Trophy aria-hidden size={16} /> Ranking
                  </dt>
                  <dd>{university.ranking}</dd>
                </div>
              </FactList>
            </Card.Content>
            <Card.Footer>
              <VisuallyHidden>Especialidades destacadas:</VisuallyHidden>
              {university.specialties.map((specialty) => (
                <Badge key={specialty} variant="secondary">
                  {specialty}
                </Badge>
              ))}
            </Card.Footer>
          </ClickableCard>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[8]};
  list-style: none;
`;
