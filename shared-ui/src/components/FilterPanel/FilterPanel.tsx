import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Card } from '../Card/Card';

export interface FilterPanelProps {
  /** How many filters differ from their default: said on the phone's button ('Filtros (2)'). */
  activeCount?: number;
  children: ReactNode;
  className?: string;
}

/**
 * A search's filters, as a card named 'Filtros'. Beside the results (from `lg` up) it is always
 * open; above them, on a phone or tablet, it folds behind its title so the results come first, and
 * the title says how many filters apply.
 */
export function FilterPanel({ activeCount = 0, children, className }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Card asChild>
      <Panel aria-label="Filtros" $open={open} className={className}>
        <Card.Header>
          <Card.Title as="h2">
            <Toggle
              type="button"
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen((wasOpen) => !wasOpen)}
            >
              <span>{activeCount > 0 ? `Filtros (${activeCount})` : 'Filtros'}</span>
              <ChevronDown aria-hidden size={20} />
            </Toggle>
            <WideTitle>Filtros</WideTitle>
          </Card.Title>
        </Card.Header>
        <Card.Content id={contentId}>{children}</Card.Content>
      </Panel>
    </Card>
  );
}

// Below `lg` the layout stacks the filters above the results (mf-housing's SidebarLayout). The
// fold is a max-width query, not mobile-first `media`: jsdom applies no media query, so the apps'
// unit tests see the filters open, as on a laptop.
const narrow = (px: number) => `@media (max-width: ${px - 0.02}px)`;
const wide = (px: number) => `@media (min-width: ${px}px)`;

const Panel = styled.aside<{ $open: boolean }>`
  ${({ theme }) => narrow(theme.breakpoints.lg)} {
    & > :first-child {
      padding-bottom: ${({ theme, $open }) => ($open ? 0 : theme.space[5])};
    }
    & > :last-child {
      display: ${({ $open }) => ($open ? 'block' : 'none')};
    }
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => wide(theme.breakpoints.lg)} {
    display: none;
  }
`;

const WideTitle = styled.span`
  ${({ theme }) => narrow(theme.breakpoints.lg)} {
    display: none;
  }
`;
