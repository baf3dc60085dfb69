// Intl rather than date-fns: es-ES output is exactly the app's formats, and it costs no bytes
// in the shared-ui code every page loads (date-fns and its es locale would).

/** Anything the API hands us as a date: a Date, an ISO string (timestamptz or date) or epoch ms. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a DateInput. A date-only string ('2026-11-22') is that calendar day at local midnight:
 * `new Date('2026-11-22')` would be UTC midnight, the previous day west of Greenwich.
 */
export function toDate(value: DateInput): Date {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const date = new Date(year, month - 1, day);
    // Date rolls '2026-02-30' over to 2 March; a day that does not exist is an error.
    if (date.getMonth() === month - 1 && date.getDate() === day) return date;
  } else {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new RangeError(`Fecha no válida: ${String(value)}`);
}

const shortDate = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '22/11/2026' — the app's standard date (SPEC §9: es-ES dd/mm/yyyy). */
export function formatDate(value: DateInput): string {
  return shortDate.format(toDate(value));
}

/** '22 de noviembre de 2026' — Spanish long date, used on news cards. */
export function formatLongDate(value: DateInput): string {
  return longDate.format(toDate(value));
}

/** '09:05' — 24-hour time, for chats and event times. */
export function formatTime(value: DateInput): string {
  return time.format(toDate(value));
}
