import { useQuery } from '@univida/shared-query';
import { cityQuery } from '@univida/shared-journey/list-queries';
import { ForYouCard, ForYouEmpty, ForYouRows } from '@univida/shared-journey/for-you-frame';
import { formatDate, formatTime } from '@univida/shared-ui';
import { socialRoutes } from '@univida/mf-social/routes';
import { CalendarDays } from 'lucide-react';
import { cityEventsQueryOptions } from '../api/city-events';
import { SectionState } from './section-state';

/** The student's city's upcoming events. */
export function EventsCard({ city }: { city: string }) {
  const query = useQuery(cityEventsQueryOptions(city));
  return (
    <ForYouCard
      title={`Planes en ${city}`}
      icon={<CalendarDays size={20} />}
      link={{
        to: socialRoutes.paths.events({}, cityQuery(city)),
        label: `Ver los eventos de ${city}`,
      }}
    >
      <SectionState query={query}>
        {({ events }) =>
          events.length === 0 ? (
            <ForYouEmpty>No hay planes próximos en {city}. ¡Crea el primero!</ForYouEmpty>
          ) : (
            <ForYouRows
              label={`Próximos eventos en ${city}`}
              rows={events.map((event) => ({
                key: event.id,
                to: socialRoutes.paths.event({ id: event.id }),
                title: event.title,
                detail: `${formatDate(event.event_date)} · ${formatTime(event.event_date)} · ${event.location_name}`,
              }))}
            />
          )
        }
      </SectionState>
    </ForYouCard>
  );
}
