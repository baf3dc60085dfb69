import { cityFilterCities, type SelectOption } from '@univida/shared-ui';
import type { CutOffScore, University } from '../types';

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'es');

/** "All cities" plus every city in the data, Zaragoza always among them (SPEC §9). */
export function cityOptions(
  universities: readonly University[],
  scores: readonly CutOffScore[],
): SelectOption[] {
  const cities = cityFilterCities([
    ...universities.map((u) => u.city),
    ...scores.map((s) => s.city),
  ]);
  return [
    { value: '', label: 'Todas las ciudades' },
    ...cities.map((city) => ({ value: city, label: city })),
  ];
}

/** "All universities" plus every university in the data, only the chosen city's when one is chosen. */
export function universityOptions(
  universities: readonly University[],
  scores: readonly CutOffScore[],
  city: string,
): SelectOption[] {
  const names = new Set<string>();
  for (const item of [
    ...universities,
    ...scores.map((s) => ({ name: s.university, city: s.city })),
  ]) {
    if (!city || item.city === city) names.add(item.name);
  }
  return [
    { value: '', label: 'Todas las universidades' },
    ...[...names].map((name) => ({ value: name, label: name })).sort(byLabel),
  ];
}
