import { Container, EmptyState, QueryState, Skeleton, Spinner } from '@univida/shared-ui';
import { Link, useParams } from '@univida/shared-router';
import { CalendarX } from 'lucide-react';
import { useEvent } from '../../features/events/api/get-event';
import { EventDetailView } from '../../features/events/components/event-detail-view';
import { EVENT_LOAD_ERROR, EVENT_NOT_FOUND } from '../../features/events/constants';
import { isUuid } from '../../lib/is-uuid';
import { socialRoutes } from '../../routes';

const loading = (
  <div aria-busy="true">
    <Spinner label="Cargando evento…" />
    <Skeleton height={48} width="60%" />
    <Skeleton height={200} />
  </div>
);

/** /eventos/:id — one event with participants, joining, chat and the report dialog. */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  return (
    <Container>
      <Link to={socialRoutes.paths.events()}>Volver a eventos</Link>
      {isUuid(id) ? <EventById id={id} /> : <NotFound />}
    </Container>
  );
}

function NotFound() {
  return <EmptyState icon={<CalendarX />} title={EVENT_NOT_FOUND} headingLevel={1} />;
}

function EventById({ id }: { id: string }) {
  const event = useEvent(id);
  return (
    <QueryState query={event} loading={loading} errorTitle={EVENT_LOAD_ERROR} errorHeadingLevel={1} empty={<NotFound />}>
      {(data) => data && <EventDetailView event={data} />}
    </QueryState>
  );
}
