// mf_account's routes. The shell's router renders this under its own routes, so paths are absolute
// and there is no Router here; QueryProvider puts it on the page's one query cache (emptied when
// the signed-in user changes). Each page is its
// own chunk so a first visit fetches only that page.
import { Spinner } from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import { QueryProvider } from '@univida/shared-query';
import { useSession } from '@univida/shared-auth';
import { Route, Routes } from '@univida/shared-router';

const LoginPage = lazy(() => import('./pages/login/login-page'));
const RegisterPage = lazy(() => import('./pages/register/register-page'));
const SetupAdminPage = lazy(() => import('./pages/setup-admin/setup-admin-page'));
const ProfilePage = lazy(() => import('./pages/profile/profile-page'));
const FavoritesPage = lazy(() => import('./pages/favorites/favorites-page'));

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <Suspense fallback={<Spinner label="Cargando…" />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/setup-admin" element={<SetupAdminPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/favorites" element={<FavoritesPage />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
