// mf_admin's routes. The shell's router renders this under its own routes, so paths are absolute
// and there is no Router here; QueryProvider puts it on the page's one query cache (emptied when
// the signed-in user changes). Each page is its
// own chunk so a first visit fetches only that page.
import { Spinner } from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import { QueryProvider } from '@univida/shared-query';
import { useSession } from '@univida/shared-auth';
import { Route, Routes } from '@univida/shared-router';

const AdminDashboardPage = lazy(() => import('./pages/admin-dashboard/admin-dashboard-page'));

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <Suspense fallback={<Spinner label="Cargando…" />}>
        <Routes>
          <Route path="/admin" element={<AdminDashboardPage />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
