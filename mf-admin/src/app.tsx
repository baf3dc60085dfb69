// mf_admin's pages, one per path of its route table. The shell's router renders this under its own
// routes, so paths are absolute and there is no Router here; QueryProvider puts it on the page's
// one query cache (emptied when the signed-in user changes). Each page is its own chunk, so a
// first visit fetches only that page.
import { useSession } from '@univida/shared-auth';
import { QueryProvider } from '@univida/shared-query';
import { TableRoutes } from '@univida/shared-router';
import { lazy } from 'react';
import { adminRoutes } from './routes';

const pages = {
  dashboard: lazy(() => import('./pages/admin-dashboard/admin-dashboard-page')),
};

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <TableRoutes table={adminRoutes} pages={pages} />
    </QueryProvider>
  );
}
