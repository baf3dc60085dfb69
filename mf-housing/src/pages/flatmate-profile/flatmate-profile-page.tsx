import { Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { housingRoutes } from '../../routes';

/** /roomie-match/:id — a flatmate's profile with the compatibility badge. */
export default function FlatmateProfilePage() {
  return (
    <Container>
      <Link to={housingRoutes.paths.flatmates()}>Volver a RoomieMatch</Link>
      <PageHeader title="Perfil de compañero" subtitle="Compatibilidad, intereses y presupuesto." />
      <EmptyState title="Muy pronto" description="Aquí aparecerá el perfil." />
    </Container>
  );
}
