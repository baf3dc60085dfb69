import { Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { housingRoutes } from '../../routes';

/** /alojamiento/:id — one listing with its owner and the contact button. */
export default function HousingDetailPage() {
  return (
    <Container>
      <Link to={housingRoutes.paths.list()}>Volver a alojamientos</Link>
      <PageHeader
        title="Detalle del alojamiento"
        subtitle="Fotos, precio, servicios y propietario."
      />
      <EmptyState title="Muy pronto" description="Aquí aparecerá la información del alojamiento." />
    </Container>
  );
}
