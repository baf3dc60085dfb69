import { useProfile } from '@univida/shared-auth';
import { Container, EmptyState, PageHeader, Spinner, Tabs } from '@univida/shared-ui';
import { Navigate } from '@univida/shared-router';

const tabs = [
  { value: 'resumen', label: 'Resumen' },
  { value: 'usuarios', label: 'Usuarios' },
  { value: 'alojamientos', label: 'Alojamientos' },
  { value: 'zonas-ocio', label: 'Zonas de ocio' },
  { value: 'noticias', label: 'Noticias' },
  { value: 'sugerencias', label: 'Sugerencias' },
];

/** /admin — spinner while the profile loads; non-admins go home (RLS is the real guard). */
export default function AdminDashboardPage() {
  const { profile, loading } = useProfile();
  if (loading) return <Spinner label="Cargando…" />;
  if (profile?.user_type !== 'admin') return <Navigate to="/" replace />;
  return (
    <Container>
      <PageHeader
        title="Panel de administración"
        subtitle={`Bienvenido, ${profile.full_name}. Gestiona usuarios, contenidos y sugerencias.`}
      />
      <Tabs.Root defaultValue="resumen">
        <Tabs.List aria-label="Secciones del panel">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <EmptyState title="Muy pronto" description={`${tab.label}: en preparación.`} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
