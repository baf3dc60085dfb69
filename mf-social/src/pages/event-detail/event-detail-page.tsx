import {
  BackLink,
  Container,
  EmptyState,
  formatDate,
  QueryState,
  Skeleton,
  Spinner,
} from '@univida/shared-ui';
import { isUuid, Link, useBackLink, usePageMeta, useParams } from '@univida/shared-router';
import { CalendarX } from 'lucide-react';
import { useSession } from '@univida/shared-auth';
import { AddToCalendarButton } from '../../features/event-calendar/components/add-to-calendar-button';
import { EventChat } from '../../features/event-chat/components/event-chat';
import { ReportButton } from '../../features/event-report/components/report-button';
import { useEvent, type EventDetail } from '../../features/events/api/get-event';
import { useMyParticipation } from '../../features/events/api/get-my-participation';
import { EventDetailView } from '../../features/events/components/event-detail-view';
import { EVENT_LOAD_ERROR, EVENT_NOT_FOUND } from '../../features/events/constants';
import { socialRoutes } from '../../routes';

const loading = (
  <div aria-busy="true">
    <Spinner label="Cargando evento…" />
    <Skeleton height={48} width="60%" />
    <Skeleton height={200} />
  </div>
);

/** /eventos/:id — one event with participants, joining, calendar file, report dialog and its chat. */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  return (
    <Container>
      <BackLink>
        <Link {...useBackLink(socialRoutes.paths.events())}>Volver a eventos</Link>
      </BackLink>
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
    <QueryState
      query={event}
      loading={loading}
      errorTitle={EVENT_LOAD_ERROR}
      errorHeadingLevel={1}
      empty={<NotFound />}
    >
      {(data) => data && <EventPage event={data} />}
    </QueryState>
  );
}

function EventPage({ event }: { event: EventDetail }) {
  usePageMeta({
    title: event.title,
    description: `${event.title}, ${formatDate(event.eventDate)} en ${event.locationName} (${event.city}): participantes y chat.`,
  });
  const { user } = useSession();
  const mine = useMyParticipation(event.id, user?.id ?? null);
  const member = user !== null && (user.id === event.creatorId || mine.data?.joined === true);
  return (
    <>
      <EventDetailView
        event={event}
        actions={
          <>
            <AddToCalendarButton event={event} />
            {/* Its organiser has nothing to report to the admins about their own event. */}
            {user?.id !== event.creatorId && <ReportButton eventId={event.id} />}
          </>
        }
      />
      {event.conversationId && (
        <EventChat
          conversationId={event.conversationId}
          userId={user?.id ?? null}
          member={member}
        />
      )}
    </>
  );
}
