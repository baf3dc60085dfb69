import { Container, EmptyState, PageHeader } from '@univida/shared-ui';

/** /universidad — the university finder. */
export default function UniversitiesPage() {
  return (
    <Container>
      <PageHeader
        title="Buscador de Universidades"
        subtitle="Ciudad, número de estudiantes, ranking y especialidades de cada universidad."
      />
      <EmptyState title="Muy pronto" description="Aquí aparecerán las universidades." />
    </Container>
  );
}
