import { Button, Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { ButtonRow } from '../../components/page-layout';

const categories = ['Todas', 'Académica', 'Social', 'Internacional', 'Investigación'];

/** /becaria — BecarIA, the scholarship assistant: category filter and scholarship list. */
export default function ScholarshipsPage() {
  return (
    <Container>
      <PageHeader title="BecarIA" subtitle="Tu asistente de becas." />
      <ButtonRow role="group" aria-label="Categoría">
        {categories.map((category) => (
          <Button key={category} variant="outline" size="sm" disabled>
            {category}
          </Button>
        ))}
      </ButtonRow>
      <EmptyState
        title="Muy pronto"
        description="Aquí aparecerán las becas y podrás iniciar tu consulta con BecarIA."
      />
    </Container>
  );
}
