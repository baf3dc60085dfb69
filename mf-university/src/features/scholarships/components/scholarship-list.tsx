import { Badge, Button, Card, CardButton, ClickableCard } from '@univida/shared-ui';
import { ChevronRight, Sparkles } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { showComingSoon } from '../../../components/coming-soon-toast';
import {
  BECARIA_COMING_SOON,
  CATEGORIES,
  type CategoryFilter,
  scholarshipComingSoon,
  SCHOLARSHIPS,
} from '../constants';
import { filterScholarships } from '../lib/filter-scholarships';

const categoryLabel = Object.fromEntries(CATEGORIES.map((c) => [c.value, c.label]));

/** BecarIA: the consultation button, the category filter and the six scholarships. */
export function ScholarshipList() {
  const [category, setCategory] = useState<CategoryFilter>('todas');
  const shown = filterScholarships(SCHOLARSHIPS, category);
  return (
    <>
      <Cta>
        <Button size="lg" onClick={() => showComingSoon(BECARIA_COMING_SOON)}>
          <Sparkles aria-hidden size={20} />
          Iniciar Consulta con BecarIA
        </Button>
      </Cta>
      <Filters role="group" aria-label="Categoría">
        {CATEGORIES.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={category === option.value ? 'primary' : 'outline'}
            aria-pressed={category === option.value}
            onClick={() => setCategory(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </Filters>
      <Grid aria-label="Becas">
        {shown.map((scholarship) => (
          <li key={scholarship.name}>
            <ClickableCard interactive>
              <Card.Header>
                <Badge variant="secondary">{categoryLabel[scholarship.category]}</Badge>
                <Card.Title as="h2">
                  <CardButton
                    onClick={() => showComingSoon(scholarshipComingSoon(scholarship.name))}
                  >
                    {scholarship.name}
                    <ChevronRight aria-hidden size={18} />
                  </CardButton>
                </Card.Title>
                <Card.Description>{scholarship.provider}</Card.Description>
              </Card.Header>
              <Card.Content>{scholarship.description}</Card.Content>
            </ClickableCard>
          </li>
        ))}
      </Grid>
    </>
  );
}

const Cta = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[8]};
  list-style: none;
`;
