import {
  SECONDS_PER_DAY,
  SECONDS_PER_HOUR,
  SECONDS_PER_MINUTE,
  SECONDS_PER_MONTH,
  SECONDS_PER_YEAR,
} from '../constants';
import { toDate, type DateInput } from './date';

// Largest unit first; the month and year lengths are SPEC §9's fixed values, not calendar ones.
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', SECONDS_PER_YEAR],
  ['month', SECONDS_PER_MONTH],
  ['day', SECONDS_PER_DAY],
  ['hour', SECONDS_PER_HOUR],
  ['minute', SECONDS_PER_MINUTE],
];

// Intl handles Spanish singular/plural ('hace 1 minuto', 'hace 5 minutos').
const relative = new Intl.RelativeTimeFormat('es-ES', { numeric: 'always' });

/**
 * 'hace 5 minutos'. Whole units, rounded down: 'hace 1 segundo'…'hace 59 segundos', then
 * minutes, hours, days, months (2592000 s) and years (31536000 s). Less than a second ago —
 * or a future date from a skewed clock — reads 'ahora mismo'.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const seconds = Math.floor((toDate(now).getTime() - toDate(value).getTime()) / 1000);
  if (seconds < 1) return 'ahora mismo';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return relative.format(-seconds, 'second');
}
