import { SaveSearchButton } from '@univida/shared-journey';
import type { EventFilters } from '../api/get-events';

/** 'Guardar búsqueda' for /eventos: new upcoming events by city and category. */
export function SaveEventsSearch({ filters }: { filters: EventFilters }) {
  const { categoria, ciudad } = filters;
  const query = new URLSearchParams(
    Object.entries({ categoria, ciudad }).filter(([, value]) => value),
  ).toString();
  return (
    <SaveSearchButton
      kind="events"
      query={query}
      filters={{ city: ciudad || undefined, category: categoria || undefined }}
      suggestedName={[categoria || 'Planes', ciudad && `en ${ciudad}`].filter(Boolean).join(' ')}
    />
  );
}
