// mf_housing's pages, one per path of its route table. The shell's router renders this under its own
// routes, so paths are absolute and there is no Router here; QueryProvider puts it on the page's
// one query cache (emptied when the signed-in user changes). Each page is its own chunk, so a
// first visit fetches only that page.
import { loadReader, useSession } from '@univida/shared-auth';
import { QueryProvider } from '@univida/shared-query';
import { TableRoutes } from '@univida/shared-router';
import { loadWith } from '@univida/shared-router/route-table';
import { lazy } from 'react';
import { housingRoutes } from './routes';

// A visitor's pages only read, so each brings the small reader with its chunk instead of waiting
// for supabase-js (routes.ts says pagesLoadSupabase). The chats and a landlord's listings are for
// signed-in users, whose session has loaded the client before the page renders.
const pages = {
  list: lazy(loadWith(loadReader, () => import('./pages/housing-list/housing-list-page'))),
  detail: lazy(loadWith(loadReader, () => import('./pages/housing-detail/housing-detail-page'))),
  flatmates: lazy(loadWith(loadReader, () => import('./pages/flatmate-list/flatmate-list-page'))),
  flatmate: lazy(
    loadWith(loadReader, () => import('./pages/flatmate-profile/flatmate-profile-page')),
  ),
  chats: lazy(() => import('./pages/chats/chats-page')),
  myListings: lazy(() => import('./pages/my-listings/my-listings-page')),
};

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <TableRoutes table={housingRoutes} pages={pages} />
    </QueryProvider>
  );
}
