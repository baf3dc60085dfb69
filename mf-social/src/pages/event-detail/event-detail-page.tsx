import { Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { socialRoutes } from '../../routes';

/** /eventos/:id — one event with participants, chat and the report dialog. */
export default function EventDetailPage() {
  return (
    <Container>
      <Link to={socialRoutes.paths.events()}>Volver a eventos</Link>
      <PageHeader
        title="Detalle del evento"
        subtitle="Participantes, chat del evento y denuncias."
      />
      <EmptyState title="Muy pronto" description="Aquí aparecerá el evento." />
    </Container>
  );
}
