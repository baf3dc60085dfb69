import { createEvent } from 'ics';

export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  eventDate: string;
  durationHours: number;
  locationName: string;
  city: string;
  /** The event's page, so the calendar entry links back to it. */
  url: string;
}

/** The event as an iCalendar (.ics) file: UTC start, its duration, place and a link back. */
export function buildEventIcs(event: CalendarEvent): string {
  const { error, value } = createEvent({
    uid: `${event.id}@univida`,
    productId: 'univida/eventos',
    title: event.title,
    description: event.description,
    location: `${event.locationName}, ${event.city}`,
    url: event.url,
    start: Date.parse(event.eventDate),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: event.durationHours },
  });
  if (error || !value) throw error ?? new Error('No se pudo crear el archivo del calendario');
  return value;
}

/** A file name from the title: 'fiesta-de-bienvenida.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'evento'}.ics`;
}
