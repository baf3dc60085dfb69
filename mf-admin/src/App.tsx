// mf_admin's routes. The shell's router renders this under its own routes, so paths are absolute
// and there is no Router here; QueryProvider puts it on the page's one query cache. Each page is its
// own chunk so a first visit fetches only that page.
import { Spinner } from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import { QueryProvider } from '@univida/shared-query';
import { Route, Routes } from '@univida/shared-router';

const AdminDashboardPage = lazy(() => import('./pages/admin-dashboard/admin-dashboard-page'));

export default function App() {
  return (
    <QueryProvider>
      <Suspense fallback={<Spinner label="Cargando…" />}>
        <Routes>
          <Route path="/admin" element={<AdminDashboardPage />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
