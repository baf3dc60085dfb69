// Chat times in Spanish (SPEC §9: es-ES, weeks start on Monday): 'Hoy', 'Ayer', the weekday
// within the current week, then dd/mm/yyyy. Intl, like shared-ui's formatters: no library bytes.
import { formatDate, formatTime, toDate, type DateInput } from '@univida/shared-ui';

const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday), in local time. */
function daysBefore(date: Date, now: Date): number {
  return Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / 86_400_000);
}

/** Days since this week's Monday (0 on Monday, 6 on Sunday). */
const daysSinceMonday = (date: Date) => (date.getDay() + 6) % 7;

/** The day of a message: 'Hoy', 'Ayer', 'Lunes'… within this week, else '22/11/2026'. */
export function formatChatDay(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  const days = daysBefore(date, now);
  if (days === 0) return 'Hoy';
  if (days === 1) return 'Ayer';
  if (days > 1 && days <= daysSinceMonday(now)) {
    const name = weekday.format(date);
    return name.charAt(0).toUpperCase() + name.slice(1);
  }
  return formatDate(date);
}

/** A message's day and time: 'Hoy 14:05', 'Ayer 09:30', 'Lunes 18:00', '02/11/2026 10:15'. */
export function formatChatTime(value: DateInput, now: Date = new Date()): string {
  return `${formatChatDay(value, now)} ${formatTime(value)}`;
}

/**
 * A conversation's last message in a list of them, as short as a messaging app's: the time today
 * ('14:05'), else the day ('Ayer', 'Lunes', '02/11/2026'); formatChatTime says both.
 */
export function formatChatListTime(value: DateInput, now: Date = new Date()): string {
  const day = formatChatDay(value, now);
  return day === 'Hoy' ? formatTime(value) : day;
}

/** Whether two instants fall on the same local calendar day (for day separators). */
export function isSameDay(a: DateInput, b: DateInput): boolean {
  return startOfDay(toDate(a)).getTime() === startOfDay(toDate(b)).getTime();
}
