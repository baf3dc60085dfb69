// mf_housing's routes. The shell's router renders this under its own routes, so paths are absolute
// and there is no Router here; QueryProvider puts it on the page's one query cache (emptied when
// the signed-in user changes). Each page is its
// own chunk so a first visit fetches only that page.
import { Spinner } from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import { QueryProvider } from '@univida/shared-query';
import { useSession } from '@univida/shared-auth';
import { Route, Routes } from '@univida/shared-router';

const HousingListPage = lazy(() => import('./pages/housing-list/housing-list-page'));
const HousingDetailPage = lazy(() => import('./pages/housing-detail/housing-detail-page'));
const FlatmateListPage = lazy(() => import('./pages/flatmate-list/flatmate-list-page'));
const FlatmateProfilePage = lazy(() => import('./pages/flatmate-profile/flatmate-profile-page'));
const ChatsPage = lazy(() => import('./pages/chats/chats-page'));

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <Suspense fallback={<Spinner label="Cargando…" />}>
        <Routes>
          <Route path="/alojamiento" element={<HousingListPage />} />
          <Route path="/alojamiento/:id" element={<HousingDetailPage />} />
          <Route path="/roomie-match" element={<FlatmateListPage />} />
          <Route path="/roomie-match/:id" element={<FlatmateProfilePage />} />
          <Route path="/chats" element={<ChatsPage />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
