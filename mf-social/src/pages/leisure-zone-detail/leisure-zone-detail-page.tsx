import { Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { socialRoutes } from '../../routes';

/** /zonas-ocio/:id — one leisure zone with its ratings. */
export default function LeisureZoneDetailPage() {
  return (
    <Container>
      <Link to={socialRoutes.paths.leisureZones()}>Volver a zonas de ocio</Link>
      <PageHeader title="Detalle de la zona de ocio" subtitle="Valoraciones y comentarios." />
      <EmptyState title="Muy pronto" description="Aquí aparecerá la zona y sus valoraciones." />
    </Container>
  );
}
