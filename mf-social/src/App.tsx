// mf_social's routes. The shell's router renders this under its own routes, so paths are absolute
// and there is no Router here; QueryProvider puts it on the page's one query cache (emptied when
// the signed-in user changes). Each page is its
// own chunk so a first visit fetches only that page.
import { Spinner } from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import { QueryProvider } from '@univida/shared-query';
import { useSession } from '@univida/shared-auth';
import { Route, Routes } from '@univida/shared-router';

const LeisureZonesPage = lazy(() => import('./pages/leisure-zones/leisure-zones-page'));
const LeisureZoneDetailPage = lazy(
  () => import('./pages/leisure-zone-detail/leisure-zone-detail-page'),
);
const EventsPage = lazy(() => import('./pages/events/events-page'));
const EventDetailPage = lazy(() => import('./pages/event-detail/event-detail-page'));
const NewsPage = lazy(() => import('./pages/news/news-page'));

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <Suspense fallback={<Spinner label="Cargando…" />}>
        <Routes>
          <Route path="/zonas-ocio" element={<LeisureZonesPage />} />
          <Route path="/zonas-ocio/:id" element={<LeisureZoneDetailPage />} />
          <Route path="/eventos" element={<EventsPage />} />
          <Route path="/eventos/:id" element={<EventDetailPage />} />
          <Route path="/novedades" element={<NewsPage />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
