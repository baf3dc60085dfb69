import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';

// date-fns over raw Intl/Date because parseISO reads a date-only string ('2026-11-22') as local
// midnight — `new Date('2026-11-22')` is UTC midnight and shows the previous day west of Greenwich —
// and explicit patterns give the same output on every browser's ICU data. The `es` locale is ~3 KiB.

/** Anything the API hands us as a date: a Date, an ISO string (timestamptz or date) or epoch ms. */
export type DateInput = Date | string | number;

export function toDate(value: DateInput): Date {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) throw new RangeError(`Fecha no válida: ${String(value)}`);
  return date;
}

/** '22/11/2026' — the app's standard date (SPEC §9: es-ES dd/mm/yyyy). */
export function formatDate(value: DateInput): string {
  return format(toDate(value), 'dd/MM/yyyy');
}

/** '22 de noviembre de 2026' — Spanish long date, used on news cards. */
export function formatLongDate(value: DateInput): string {
  return format(toDate(value), "d 'de' MMMM 'de' yyyy", { locale: es });
}

/** '09:05' — 24-hour time, for chats and event times. */
export function formatTime(value: DateInput): string {
  return format(toDate(value), 'HH:mm');
}
