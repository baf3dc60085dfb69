import { Card, Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { SidebarLayout } from '../../components/page-layout';

/** /roomie-match — RoomieMatch: filters and flatmate cards with a compatibility percentage. */
export default function FlatmateListPage() {
  return (
    <Container>
      <PageHeader
        title="RoomieMatch"
        subtitle="Encuentra compañeros de piso compatibles contigo."
      />
      <SidebarLayout>
        <Card asChild>
          <aside aria-label="Filtros">
            <Card.Header>
              <Card.Title>Filtros</Card.Title>
            </Card.Header>
          </aside>
        </Card>
        <EmptyState title="Muy pronto" description="Aquí aparecerán los compañeros de piso." />
      </SidebarLayout>
    </Container>
  );
}
