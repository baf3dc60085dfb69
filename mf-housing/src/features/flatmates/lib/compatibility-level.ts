import { GOOD_MATCH, PERFECT_MATCH } from '../constants';

/** SPEC §9 badge colours: 90 or more green, 80 or more yellow, else orange. */
export function compatibilityLevel(score: number): 'success' | 'warning' | 'orange' {
  if (score >= PERFECT_MATCH) return 'success';
  if (score >= GOOD_MATCH) return 'warning';
  return 'orange';
}
