// mf_university's pages, one per path of its route table. The shell's router renders this under its own
// routes, so paths are absolute and there is no Router here; QueryProvider puts it on the page's
// one query cache (emptied when the signed-in user changes). Each page is its own chunk, so a
// first visit fetches only that page.
import { loadReader, useSession } from '@univida/shared-auth';
import { QueryProvider } from '@univida/shared-query';
import { TableRoutes } from '@univida/shared-router';
import { loadWith } from '@univida/shared-router/route-table';
import { lazy } from 'react';
import { universityRoutes } from './routes';

// The universities, BecarIA and the career quiz read no data, so they show without supabase-js;
// the two pages that read data as they render bring the small reader with their chunk (routes.ts
// says pagesLoadSupabase, and the shell does not wait for the client).
const pages = {
  cutOffScores: lazy(
    loadWith(loadReader, () => import('./pages/cut-off-scores/cut-off-scores-page')),
  ),
  degree: lazy(loadWith(loadReader, () => import('./pages/degree-detail/degree-detail-page'))),
  universities: lazy(() => import('./pages/universities/universities-page')),
  scholarships: lazy(() => import('./pages/scholarships/scholarships-page')),
  careerQuiz: lazy(() => import('./pages/career-quiz/career-quiz-page')),
};

export default function App() {
  const { user } = useSession();
  return (
    <QueryProvider userId={user?.id ?? null}>
      <TableRoutes table={universityRoutes} pages={pages} />
    </QueryProvider>
  );
}
