import {
  Button,
  Card,
  Container,
  EmptyState,
  Field,
  PageHeader,
  Skeleton,
  Slider,
} from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { CardGrid, SidebarLayout, Stack } from '../../components/page-layout';
import { accountRoutes } from '@univida/mf-account/routes';

const roomOptions = ['1', '2', '3', '4+'];
const LISTING_SKELETONS = 6;

/** /alojamiento — filters sidebar and the listing grid (listings arrive with their feature). */
export default function HousingListPage() {
  return (
    <Container>
      <PageHeader
        title="Buscar Alojamiento"
        subtitle="Pisos, residencias y estudios cerca de tu universidad."
      />
      <SidebarLayout>
        <Card asChild>
          <aside aria-label="Filtros">
            <Card.Header>
              <Card.Title>Filtros</Card.Title>
            </Card.Header>
            <Card.Content>
              <Stack>
                <Field label="Precio máximo (€/mes)">
                  <Slider min={250} max={1200} step={25} defaultValue={[1200]} disabled />
                </Field>
                <div role="group" aria-label="Habitaciones">
                  {roomOptions.map((rooms) => (
                    <Button key={rooms} variant="outline" size="sm" disabled>
                      {rooms}
                    </Button>
                  ))}
                </div>
                <Link to={accountRoutes.paths.register({}, { role: 'owner' })}>
                  ¿Eres propietario? Publica tu alojamiento
                </Link>
              </Stack>
            </Card.Content>
          </aside>
        </Card>
        <section aria-label="Alojamientos">
          <CardGrid aria-hidden>
            {Array.from({ length: LISTING_SKELETONS }, (_, i) => (
              <Skeleton key={i} height={240} />
            ))}
          </CardGrid>
          <EmptyState
            title="Muy pronto"
            description="Aquí aparecerán los alojamientos disponibles."
          />
        </section>
      </SidebarLayout>
    </Container>
  );
}
