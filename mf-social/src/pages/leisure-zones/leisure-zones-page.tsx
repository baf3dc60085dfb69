import { Button, Container, EmptyState, Field, Input, PageHeader } from '@univida/shared-ui';
import { ButtonRow } from '../../components/page-layout';

/** /zonas-ocio — filterable list of leisure zones and the suggestion wizard. */
export default function LeisureZonesPage() {
  return (
    <Container>
      <PageHeader
        title="Zonas de ocio"
        subtitle="Bares, parques y planes cerca de tu universidad, valorados por estudiantes."
        actions={
          <Button variant="secondary" disabled>
            Sugerir una zona
          </Button>
        }
      />
      <ButtonRow>
        <Field label="Buscar">
          <Input type="search" placeholder="Nombre o ciudad" disabled />
        </Field>
      </ButtonRow>
      <EmptyState title="Muy pronto" description="Aquí aparecerán las zonas de ocio." />
    </Container>
  );
}
