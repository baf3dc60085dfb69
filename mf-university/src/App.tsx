// mf_university's routes. The shell's router renders this under its own routes, so paths are absolute
// and there is no Router here; QueryProvider puts it on the page's one query cache (emptied when
// the signed-in user changes). Each page is its
// own chunk so a first visit fetches only that page.
import { Spinner } from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import { QueryProvider } from '@univida/shared-query';
import { useSession } from '@univida/shared-auth';
import { Route, Routes } from '@univida/shared-router';

const CutOffScoresPage = lazy(() => import('./pages/cut-off-scores/cut-off-scores-page'));
const DegreeDetailPage = lazy(() => import('./pages/degree-detail/degree-detail-page'));
const UniversitiesPage = lazy(() => import('./pages/universities/universities-page'));
const ScholarshipsPage = lazy(() => import('./pages/scholarships/scholarships-page'));
const CareerQuizPage = lazy(() => import('./pages/career-quiz/career-quiz-page'));

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <Suspense fallback={<Spinner label="Cargando…" />}>
        <Routes>
          <Route path="/notas-corte" element={<CutOffScoresPage />} />
          <Route path="/carrera/:id" element={<DegreeDetailPage />} />
          <Route path="/universidad" element={<UniversitiesPage />} />
          <Route path="/becaria" element={<ScholarshipsPage />} />
          <Route path="/carrera-ideal" element={<CareerQuizPage />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
