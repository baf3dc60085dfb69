import { useProfile, useSession } from '@univida/shared-auth';
import { Button, Container, EmptyState, PageHeader, Spinner } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { accountRoutes } from '@univida/mf-account/routes';
import { House, LogIn } from 'lucide-react';
import { MyListingsView } from '../../features/my-listings/components/my-listings-view';
import { pageHeaders } from '../../page-headers';

/** /mis-alojamientos — owners (and admins) publish and manage their listings; others learn why not. */
export default function MyListingsPage() {
  const { user } = useSession();
  const { profile, loading } = useProfile();
  const canPublish = profile?.user_type === 'owner' || profile?.user_type === 'admin';

  return (
    <Container>
      <PageHeader {...pageHeaders.myListings} />
      {!user ? (
        <EmptyState
          icon={<LogIn />}
          title="Inicia sesión para publicar alojamientos"
          action={
            <Button asChild>
              <Link to={accountRoutes.paths.login()}>Iniciar sesión</Link>
            </Button>
          }
        />
      ) : loading && !profile ? (
        <Spinner label="Cargando…" showLabel />
      ) : canPublish ? (
        <MyListingsView ownerId={user.id} />
      ) : (
        <EmptyState
          icon={<House />}
          title="Solo los propietarios publican alojamientos"
          description="Tu cuenta es de estudiante. Para publicar habitaciones, crea una cuenta de propietario."
          action={
            <Button asChild variant="outline">
              <Link to={accountRoutes.paths.register({}, { role: 'owner' })}>
                Crear cuenta de propietario
              </Link>
            </Button>
          }
        />
      )}
    </Container>
  );
}
