import { Button, Field, LazySelect } from '@univida/shared-ui';
import { List, Map as MapIcon } from 'lucide-react';
import styled from 'styled-components';
import { SORT_OPTIONS } from '../constants';
import type { AccommodationFilters, ListView, SortOption } from '../types';

interface ResultsToolbarProps {
  filters: AccommodationFilters;
  /** null while the first count loads. */
  total: number | null;
  /** The total is an estimate (the whole table): shown rounded, as such. */
  approximate: boolean;
  busy: boolean;
  onChange: (patch: Partial<AccommodationFilters>) => void;
}

/** Two significant digits: an estimate's precision (20.137 → 20.000). */
const roundEstimate = (total: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
  return Math.round(total / step) * step;
};

export function countText(total: number, approximate: boolean) {
  const noun = total === 1 ? 'alojamiento' : 'alojamientos';
  return approximate
    ? `Unos ${roundEstimate(total).toLocaleString('es-ES')} ${noun}`
    : `${total.toLocaleString('es-ES')} ${noun}`;
}

const VIEWS: { value: ListView; label: string; icon: typeof List }[] = [
  { value: 'lista', label: 'Lista', icon: List },
  { value: 'mapa', label: 'Mapa', icon: MapIcon },
];

/** The count of results (announced as it changes), the sort and the list/map switch. */
export function ResultsToolbar({
  filters,
  total,
  approximate,
  busy,
  onChange,
}: ResultsToolbarProps) {
  return (
    <Bar>
      <Count role="status" aria-live="polite" aria-busy={busy}>
        {total === null ? 'Buscando…' : countText(total, approximate)}
      </Count>
      <Controls>
        <SortField label="Ordenar por">
          <LazySelect
            options={SORT_OPTIONS}
            value={filters.sort}
            onValueChange={(sort) => onChange({ sort: sort as SortOption })}
          />
        </SortField>
        <div role="group" aria-label="Vista">
          {VIEWS.map(({ value, label, icon: Icon }) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={filters.view === value ? 'primary' : 'outline'}
              aria-pressed={filters.view === value}
              onClick={() => onChange({ view: value, page: filters.page })}
            >
              <Icon aria-hidden size={16} />
              {label}
            </Button>
          ))}
        </div>
      </Controls>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  [role='group'] {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const SortField = styled(Field)`
  min-width: 15rem;
`;
