import { Button, Card, Container, EmptyState, Field, Input, PageHeader } from '@univida/shared-ui';
import { ButtonRow } from '../../components/page-layout';

/** /novedades — featured item, category filter, news grid and the newsletter box. */
export default function NewsPage() {
  return (
    <Container>
      <PageHeader title="Novedades" subtitle="Anuncios, empleo y formación para estudiantes." />
      <ButtonRow role="group" aria-label="Categoría">
        <Button variant="outline" size="sm" disabled>
          Todas
        </Button>
      </ButtonRow>
      <EmptyState title="Muy pronto" description="Aquí aparecerán las novedades." />
      <Card asChild>
        <section aria-label="Newsletter">
          <Card.Header>
            <Card.Title>Newsletter</Card.Title>
            <Card.Description>Recibe las novedades en tu correo.</Card.Description>
          </Card.Header>
          <Card.Content>
            <Field label="Email">
              <Input type="email" disabled />
            </Field>
          </Card.Content>
          <Card.Footer>
            <Button disabled>Suscribirse</Button>
          </Card.Footer>
        </section>
      </Card>
    </Container>
  );
}
