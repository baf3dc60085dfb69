import {
  BUDGET_MAX,
  BUDGET_MIN,
  HOBBY_FILTERS,
  LIFESTYLE_FILTERS,
  LIFESTYLE_MAX,
  LIFESTYLE_MIN,
} from '../constants';
import { isCoveredCity } from '@univida/shared-ui';

type LifestyleKey = (typeof LIFESTYLE_FILTERS)[number]['key'];

/** The list's filters, as the URL holds them (absent = not filtering). */
export interface RoommateFilters extends Partial<Record<LifestyleKey, number>> {
  hobbies: string[];
  city?: string;
  career?: string;
  /** Budget at least this (a room's price, from its page). */
  minBudget?: number;
  maxBudget?: number;
  perfect: boolean;
  page: number;
}

const URL_NAMES: Record<LifestyleKey, string> = {
  earlyBird: 'madrugador',
  partyAnimal: 'fiestero',
  houseParties: 'fiestasEnCasa',
};

const integerIn = (value: string | null, min: number, max: number) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

/** Reads the filters from the URL, dropping anything that is not a valid choice. */
export function parseRoommateFilters(params: URLSearchParams): RoommateFilters {
  const filters: RoommateFilters = {
    hobbies: params
      .getAll('aficion')
      .filter((h) => (HOBBY_FILTERS as readonly string[]).includes(h)),
    perfect: params.get('perfecto') === '1',
    page: integerIn(params.get('pagina'), 1, 10_000) ?? 1,
  };
  const city = params.get('ciudad');
  if (city && isCoveredCity(city)) filters.city = city;
  const career = params.get('carrera')?.trim();
  if (career) filters.career = career.slice(0, 100);
  // The slider's bottom is no minimum, its top no maximum: neither narrows the list.
  const minBudget = integerIn(params.get('presupuestoMin'), BUDGET_MIN, BUDGET_MAX);
  if (minBudget !== undefined && minBudget > BUDGET_MIN) filters.minBudget = minBudget;
  const budget = integerIn(params.get('presupuesto'), BUDGET_MIN, BUDGET_MAX);
  if (budget !== undefined && budget < BUDGET_MAX) filters.maxBudget = budget;
  for (const { key } of LIFESTYLE_FILTERS) {
    const value = integerIn(params.get(URL_NAMES[key]), LIFESTYLE_MIN, LIFESTYLE_MAX);
    if (value !== undefined) filters[key] = value;
  }
  return filters;
}

/** Writes filters back to URL parameters (the inverse of parseRoommateFilters). */
export function roommateFiltersToParams(filters: RoommateFilters): URLSearchParams {
  const params = new URLSearchParams();
  filters.hobbies.forEach((hobby) => params.append('aficion', hobby));
  if (filters.city) params.set('ciudad', filters.city);
  if (filters.career) params.set('carrera', filters.career);
  if (filters.minBudget !== undefined) params.set('presupuestoMin', String(filters.minBudget));
  if (filters.maxBudget !== undefined) params.set('presupuesto', String(filters.maxBudget));
  for (const { key } of LIFESTYLE_FILTERS) {
    const value = filters[key];
    if (value !== undefined) params.set(URL_NAMES[key], String(value));
  }
  if (filters.perfect) params.set('perfecto', '1');
  if (filters.page > 1) params.set('pagina', String(filters.page));
  return params;
}

/** How many choices narrow the list (each hobby counts): said on the filters' folded title. */
export const activeFilterCount = (filters: RoommateFilters) =>
  roommateFiltersToParams({ ...filters, page: 1 }).size;

/** Whether any filter narrows the list (the empty state then offers to widen them). */
export const hasActiveFilters = (filters: RoommateFilters) => activeFilterCount(filters) > 0;
