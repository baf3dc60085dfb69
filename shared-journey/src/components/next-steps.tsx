import { useQuery } from '@univida/shared-query';
import { Link } from '@univida/shared-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CountQuery } from '../api/count-query';
import { countLabel } from '../lib/plural';

export interface NextStep {
  /** Where the link lands: a list with its filters in the query string. */
  to: string;
  /** What the link offers ('Alojamiento cerca de Universitat de València'). */
  label: string;
  icon?: ReactNode;
  /** The list's size, when it is cheap to know, and the words for one and many results. */
  count?: { query: CountQuery; one: string; many: string };
}

interface NextStepsProps {
  /** The section's heading. */
  title: string;
  steps: NextStep[];
  /** Sits under a page heading of this level. */
  headingLevel?: 2 | 3;
}

/** Links that follow the student's next question from one section into another (issue 17). */
export function NextSteps({ title, steps, headingLevel = 2 }: NextStepsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Section aria-label={title}>
      <Heading>{title}</Heading>
      <List>
        {steps.map((step) => (
          <li key={step.to}>
            <StepLink step={step} />
          </li>
        ))}
      </List>
    </Section>
  );
}

function StepLink({ step }: { step: NextStep }) {
  return (
    <Card to={step.to}>
      {step.icon && <Icon aria-hidden>{step.icon}</Icon>}
      <Text>
        <strong>{step.label}</strong>
        {step.count && <Count {...step.count} />}
      </Text>
      <ArrowRight aria-hidden size={18} />
    </Card>
  );
}

function Count({ query, one, many }: NonNullable<NextStep['count']>) {
  // A count is extra: without it the link still works, so a failure toasts nothing.
  const { data } = useQuery({ ...query, meta: { notifyError: false } });
  // Until the count is known (or when it fails) the link simply goes without it.
  return <small>{data === undefined ? ' ' : countLabel(data, one, many)}</small>;
}

const Section = styled.section`
  margin: ${({ theme }) => theme.space[8]} 0;
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Icon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    min-height: 1.25em;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
