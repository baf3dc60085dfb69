import { Container, PageHeader } from '@univida/shared-ui';
import { AdminSetupStatus } from '../../features/admin-setup/components/admin-setup-status';

/** /setup-admin — one-off creation of the admin account by the server. */
export default function SetupAdminPage() {
  return (
    <Container>
      <PageHeader
        title="Configuración de administrador"
        subtitle="Creación de la cuenta de administración."
      />
      <AdminSetupStatus />
    </Container>
  );
}
