import type { SelectOption } from '@univida/shared-ui';

/**
 * 'Todas las ciudades' then the cities; a city named by the URL stays selectable even before (or
 * without) the list of cities.
 */
export function cityOptions(cities: readonly string[], selected: string): SelectOption[] {
  const list = selected && !cities.includes(selected) ? [...cities, selected] : cities;
  return [
    { value: '', label: 'Todas las ciudades' },
    ...list.map((city) => ({ value: city, label: city })),
  ];
}
