import { ALWAYS_LISTED_CITY } from '../constants';

/** The distinct cities of the stored items plus Zaragoza, sorted in Spanish (SPEC §2). */
export function cityOptions(cities: readonly string[]): string[] {
  return [...new Set([...cities, ALWAYS_LISTED_CITY])].sort((a, b) => a.localeCompare(b, 'es'));
}
