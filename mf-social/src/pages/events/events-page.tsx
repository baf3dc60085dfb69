import { Button, Container, EmptyState, PageHeader } from '@univida/shared-ui';

/** /eventos — upcoming events and the creation wizard. */
export default function EventsPage() {
  return (
    <Container>
      <PageHeader
        title="Eventos"
        subtitle="Próximos planes organizados por estudiantes."
        actions={<Button disabled>Crear evento</Button>}
      />
      <EmptyState title="Muy pronto" description="Aquí aparecerán los próximos eventos." />
    </Container>
  );
}
