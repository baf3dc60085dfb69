// mf_account's pages, one per path of its route table. The shell's router renders this under its own
// routes, so paths are absolute and there is no Router here; QueryProvider puts it on the page's
// one query cache (emptied when the signed-in user changes). Each page is its own chunk, so a
// first visit fetches only that page.
import { loadSupabase, useSession } from '@univida/shared-auth';
import { QueryProvider } from '@univida/shared-query';
import { TableRoutes } from '@univida/shared-router';
import { loadWith } from '@univida/shared-router/route-table';
import { lazy } from 'react';
import { accountRoutes } from './routes';

// Sign-in and sign-up show their forms without supabase-js (signIn and signUp load it when sent);
// every other page reads data as it renders, so its chunk brings the client (routes.ts says
// pagesLoadSupabase, and the shell does not wait for it).
const pages = {
  login: lazy(() => import('./pages/login/login-page')),
  register: lazy(() => import('./pages/register/register-page')),
  setupAdmin: lazy(loadWith(loadSupabase, () => import('./pages/setup-admin/setup-admin-page'))),
  profile: lazy(loadWith(loadSupabase, () => import('./pages/profile/profile-page'))),
  favorites: lazy(loadWith(loadSupabase, () => import('./pages/favorites/favorites-page'))),
  resetPassword: lazy(
    loadWith(loadSupabase, () => import('./pages/reset-password/reset-password-page')),
  ),
  savedSearches: lazy(
    loadWith(loadSupabase, () => import('./pages/saved-searches/saved-searches-page')),
  ),
};

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <TableRoutes table={accountRoutes} pages={pages} />
    </QueryProvider>
  );
}
