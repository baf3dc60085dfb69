import { Container, PageHeader } from '@univida/shared-ui';
import { UniversityGrid } from '../../features/universities/components/university-grid';
import { pageHeaders } from '../../page-headers';

/** /universidad — the university finder. */
export default function UniversitiesPage() {
  return (
    <Container>
      <PageHeader {...pageHeaders.universities} />
      <UniversityGrid />
    </Container>
  );
}
