// mf_social's pages, one per path of its route table. The shell's router renders this under its own
// routes, so paths are absolute and there is no Router here; QueryProvider puts it on the page's
// one query cache (emptied when the signed-in user changes). Each page is its own chunk, so a
// first visit fetches only that page.
import { loadReader, useSession } from '@univida/shared-auth';
import { QueryProvider } from '@univida/shared-query';
import { TableRoutes } from '@univida/shared-router';
import { loadWith } from '@univida/shared-router/route-table';
import { lazy } from 'react';
import { socialRoutes } from './routes';

// A visitor's pages only read, so each brings the small reader with its chunk instead of waiting
// for supabase-js (routes.ts says pagesLoadSupabase); a signed-in user's session loads the client.
const pages = {
  leisureZones: lazy(
    loadWith(loadReader, () => import('./pages/leisure-zones/leisure-zones-page')),
  ),
  leisureZone: lazy(
    loadWith(loadReader, () => import('./pages/leisure-zone-detail/leisure-zone-detail-page')),
  ),
  events: lazy(loadWith(loadReader, () => import('./pages/events/events-page'))),
  event: lazy(loadWith(loadReader, () => import('./pages/event-detail/event-detail-page'))),
  news: lazy(loadWith(loadReader, () => import('./pages/news/news-page'))),
};

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <TableRoutes table={socialRoutes} pages={pages} />
    </QueryProvider>
  );
}
