import {
  Field,
  LazySelect,
  LEISURE_CATEGORY_LABELS,
  LEISURE_LIST_CATEGORIES,
  type SelectOption,
} from '@univida/shared-ui';
import { FilterBar, ListFilters } from '../../../components/page-layout';
import { CityFilter } from '../../../components/city-filter';
import type { SpotFilters as Filters } from '../api/get-leisure-spots';
import { SORT_NEWEST } from '../constants';
import { SearchInput } from './search-input';

interface SpotFiltersProps {
  filters: Filters;
  cities: readonly string[];
  onChange: (patch: Partial<Filters>) => void;
}

const categoryOptions: SelectOption[] = [
  { value: '', label: 'Todas las categorías' },
  ...LEISURE_LIST_CATEGORIES.map((category) => ({
    value: category,
    label: LEISURE_CATEGORY_LABELS[category],
  })),
];

const sortOptions: SelectOption[] = [
  { value: '', label: 'Mejor valoradas' },
  { value: SORT_NEWEST, label: 'Más recientes' },
];

/** Name search, category, city and sort of /zonas-ocio. */
export function SpotFilters({ filters, cities, onChange }: SpotFiltersProps) {
  return (
    // The sort narrows nothing: it is not counted.
    <ListFilters
      activeCount={[filters.q, filters.categoria, filters.ciudad].filter(Boolean).length}
    >
      <FilterBar role="search" aria-label="Filtrar zonas de ocio">
        <Field label="Buscar por nombre">
          <SearchInput value={filters.q} onSearch={(q) => onChange({ q })} autoComplete="off" />
        </Field>
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
        <Field label="Ordenar por">
          <LazySelect
            value={filters.orden}
            onValueChange={(orden) => onChange({ orden })}
            options={sortOptions}
          />
        </Field>
      </FilterBar>
    </ListFilters>
  );
}
