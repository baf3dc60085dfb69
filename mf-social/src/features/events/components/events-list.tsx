import { EmptyState, Pagination, QueryState, Skeleton, Spinner } from '@univida/shared-ui';
import { pageCount, usePageWithinList } from '@univida/shared-query/paging';
import { CalendarX } from 'lucide-react';
import { ButtonRow, CardGrid } from '../../../components/page-layout';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { useEventCities } from '../api/get-event-cities';
import { useEvents } from '../api/get-events';
import { SaveEventsSearch } from './save-events-search';
import { EVENT_FILTER_KEYS, EVENTS_LOAD_ERROR, EVENTS_PAGE_SIZE } from '../constants';
import { EventCard } from './event-card';
import { EventFilters } from './event-filters';

const SKELETON_CARDS = 6;

const skeleton = (
  <CardGrid aria-busy="true">
    <Spinner label="Cargando eventos…" />
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <li key={index}>
        <Skeleton height={220} />
      </li>
    ))}
  </CardGrid>
);

/** Upcoming events with their filters (in the URL) and pager. */
export function EventsList() {
  const { values, page, setFilters, setPage } = useUrlFilters(EVENT_FILTER_KEYS);
  const events = useEvents(values, page);
  const pastTheEnd = usePageWithinList({
    page,
    rows: events.data?.events.length,
    total: events.data?.total ?? 0,
    pageSize: EVENTS_PAGE_SIZE,
    settled: !events.isPlaceholderData,
    setPage,
  });
  const cities = useEventCities();

  return (
    <>
      <EventFilters filters={values} cities={cities.data ?? []} onChange={setFilters} />
      <ButtonRow>
        <SaveEventsSearch filters={values} />
      </ButtonRow>
      <QueryState
        query={events}
        loading={skeleton}
        errorTitle={EVENTS_LOAD_ERROR}
        isEmpty={(data) => data.events.length === 0 && !pastTheEnd}
        empty={
          <EmptyState
            icon={<CalendarX />}
            title="No hay eventos próximos"
            description="Prueba con otros filtros o crea tu propio plan."
          />
        }
      >
        {(data) =>
          pastTheEnd ? (
            skeleton
          ) : (
            <>
              <p aria-live="polite">{data.total === 1 ? '1 evento' : `${data.total} eventos`}</p>
              <CardGrid aria-label="Eventos">
                {data.events.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </CardGrid>
              <Pagination
                label="Páginas de eventos"
                page={page}
                pageCount={pageCount(data.total, EVENTS_PAGE_SIZE)}
                onPageChange={setPage}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
