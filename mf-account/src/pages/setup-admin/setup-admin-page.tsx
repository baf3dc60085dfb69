import { Container, EmptyState, PageHeader } from '@univida/shared-ui';

/** /setup-admin — one-off creation of the admin account. */
export default function SetupAdminPage() {
  return (
    <Container>
      <PageHeader
        title="Configuración de administrador"
        subtitle="Creación de la cuenta de administración."
      />
      <EmptyState title="Muy pronto" description="Aquí se creará la cuenta de administrador." />
    </Container>
  );
}
