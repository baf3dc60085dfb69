import { Container, PageHeader } from '@univida/shared-ui';
import { ScholarshipList } from '../../features/scholarships/components/scholarship-list';

/** /becaria — BecarIA, the scholarship assistant: category filter and scholarship list. */
export default function ScholarshipsPage() {
  return (
    <Container>
      <PageHeader
        title="BecarIA"
        subtitle="Tu asistente de becas: encuentra las ayudas que encajan contigo."
      />
      <ScholarshipList />
    </Container>
  );
}
