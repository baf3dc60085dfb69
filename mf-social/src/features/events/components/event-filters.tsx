import { Field, Input, LazySelect, type SelectOption } from '@univida/shared-ui';
import { FilterBar, ListFilters } from '../../../components/page-layout';
import { CityFilter } from '../../../components/city-filter';
import type { EventFilters as Filters } from '../api/get-events';
import { EVENT_CATEGORIES } from '../../../lib/event-categories';

interface EventFiltersProps {
  filters: Filters;
  cities: readonly string[];
  onChange: (patch: Partial<Filters>) => void;
}

const categoryOptions: SelectOption[] = [
  { value: '', label: 'Todas las categorías' },
  ...EVENT_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** Category, city and date filters of /eventos. */
export function EventFilters({ filters, cities, onChange }: EventFiltersProps) {
  return (
    <ListFilters activeCount={Object.values(filters).filter(Boolean).length}>
      <FilterBar role="search" aria-label="Filtrar eventos">
        <Field label="Categoría">
          <LazySelect
            value={filters.categoria}
            onValueChange={(categoria) => onChange({ categoria })}
            options={categoryOptions}
          />
        </Field>
        <CityFilter
          cities={cities}
          value={filters.ciudad}
          onChange={(ciudad) => onChange({ ciudad })}
        />
        <Field label="Fecha">
          <Input
            type="date"
            value={filters.fecha}
            onChange={(event) => onChange({ fecha: event.target.value })}
          />
        </Field>
      </FilterBar>
    </ListFilters>
  );
}
