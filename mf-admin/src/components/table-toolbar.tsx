import { Input, Select, VisuallyHidden } from '@univida/shared-ui';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SEARCH_DELAY_MS } from '../constants';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export interface TableToolbarProps {
  /** Label of the search box, e.g. 'Buscar por nombre o email'. */
  searchLabel: string;
  search: string;
  /** Receives the text once typing pauses. */
  onSearch: (search: string) => void;
  cityFilter?: { cities: readonly string[]; city: string; onCity: (city: string) => void };
  /** Extra controls at the end (e.g. the 'Crear' menu). */
  children?: ReactNode;
}

/** The search box (and city filter) above a table; the search waits for a pause in typing. */
export function TableToolbar({
  searchLabel,
  search,
  onSearch,
  cityFilter,
  children,
}: TableToolbarProps) {
  const searchId = useId();
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled !== search) onSearch(settled);
    // Only a settled change of the text searches; a new `search` from the URL does not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <Bar>
      <SearchBox>
        <VisuallyHidden asChild>
          <label htmlFor={searchId}>{searchLabel}</label>
        </VisuallyHidden>
        <Search size={18} aria-hidden />
        <Input
          id={searchId}
          type="search"
          placeholder={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </SearchBox>
      {cityFilter && (
        <CitySelect
          aria-label="Filtrar por ciudad"
          value={cityFilter.city}
          onValueChange={cityFilter.onCity}
          options={[
            { value: '', label: 'Todas las ciudades' },
            ...cityFilter.cities.map((city) => ({ value: city, label: city })),
          ]}
        />
      )}
      {children}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const SearchBox = styled.div`
  position: relative;
  flex: 1 1 240px;
  min-width: 0;
  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
    pointer-events: none;
  }
  input {
    padding-left: ${({ theme }) => theme.space[10]};
  }
`;

const CitySelect = styled(Select)`
  flex: 0 1 220px;
`;
