import { SaveSearchButton } from '@univida/shared-journey';
import type { EventFilters } from '../api/get-events';
import { dayRange } from '../lib/day-range';

/** 'Guardar búsqueda' for /eventos: new upcoming events by city, category and day. */
export function SaveEventsSearch({ filters }: { filters: EventFilters }) {
  const { categoria, ciudad, fecha } = filters;
  const query = new URLSearchParams(
    Object.entries({ categoria, ciudad, fecha }).filter(([, value]) => value),
  ).toString();
  // The day as the list reads it (the browser's local day), in instants the database compares.
  const day = dayRange(fecha);
  return (
    <SaveSearchButton
      kind="events"
      query={query}
      filters={{
        city: ciudad || undefined,
        category: categoria || undefined,
        dayFrom: day?.[0].toISOString(),
        dayTo: day?.[1].toISOString(),
      }}
      suggestedName={[categoria || 'Planes', ciudad && `en ${ciudad}`].filter(Boolean).join(' ')}
    />
  );
}
