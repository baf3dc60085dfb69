import { Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';

/** /roomie-match/:id — a flatmate's profile with the compatibility badge. */
export default function FlatmateProfilePage() {
  return (
    <Container>
      <Link to="/roomie-match">Volver a RoomieMatch</Link>
      <PageHeader title="Perfil de compañero" subtitle="Compatibilidad, intereses y presupuesto." />
      <EmptyState title="Muy pronto" description="Aquí aparecerá el perfil." />
    </Container>
  );
}
