import { Container, PageHeader } from '@univida/shared-ui';
import { UniversityGrid } from '../../features/universities/components/university-grid';

/** /universidad — the university finder. */
export default function UniversitiesPage() {
  return (
    <Container>
      <PageHeader
        title="Buscador de Universidades"
        subtitle="Ciudad, número de estudiantes, ranking y especialidades de cada universidad."
      />
      <UniversityGrid />
    </Container>
  );
}
