import { Container, PageHeader } from '@univida/shared-ui';
import { CreateEventButton } from '../../features/event-creation/components/create-event-button';
import { EventsList } from '../../features/events/components/events-list';
import { pageHeaders } from '../../page-headers';

/** /eventos — upcoming events and the creation wizard. */
export default function EventsPage() {
  return (
    <Container>
      <PageHeader {...pageHeaders.events} actions={<CreateEventButton />} />
      <EventsList />
    </Container>
  );
}
