import { Container, PageHeader } from '@univida/shared-ui';
import { CreateEventButton } from '../../features/event-creation/components/create-event-button';
import { EventsList } from '../../features/events/components/events-list';

/** /eventos — upcoming events and the creation wizard. */
export default function EventsPage() {
  return (
    <Container>
      <PageHeader
        title="Eventos"
        subtitle="Próximos planes organizados por estudiantes."
        actions={<CreateEventButton />}
      />
      <EventsList />
    </Container>
  );
}
