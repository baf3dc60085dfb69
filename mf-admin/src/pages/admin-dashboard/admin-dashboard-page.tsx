import { useProfile } from '@univida/shared-auth';
import { Navigate, useSearchParams } from '@univida/shared-router';
import { Container, PageHeader, Skeleton, Spinner, Tabs } from '@univida/shared-ui';
import { Suspense } from 'react';
import { ADMIN_TABS, DEFAULT_TAB, isAdminTab } from './admin-tabs';

/**
 * /admin — a spinner while the profile loads; non-admins go home and see nothing of it (RLS is
 * the real guard; the shell never even downloads this remote for them). The open tab is in the
 * URL (?tab=usuarios), so reload, back and shared links land on it; a tab's own filters are
 * dropped when another tab is chosen.
 */
export default function AdminDashboardPage() {
  const { profile, loading } = useProfile();
  const [params, setParams] = useSearchParams();
  if (loading) return <Spinner label="Cargando…" />;
  if (profile?.user_type !== 'admin') return <Navigate to="/" replace />;
  const requested = params.get('tab');
  const tab = isAdminTab(requested) ? requested : DEFAULT_TAB;

  return (
    <Container>
      <PageHeader
        title="Panel de administración"
        subtitle={`Bienvenido, ${profile.full_name}. Gestiona usuarios, contenidos, sugerencias y reportes.`}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === DEFAULT_TAB ? {} : { tab: value })}
      >
        <Tabs.List aria-label="Secciones del panel">
          {ADMIN_TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map(({ value, Panel: TabPanel }) => (
          <Tabs.Content key={value} value={value}>
            {value === tab && (
              <Suspense fallback={<Skeleton height="320px" />}>
                <TabPanel />
              </Suspense>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
