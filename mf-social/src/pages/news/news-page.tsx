import { useIsAdmin } from '@univida/shared-auth';
import { Container, PageHeader } from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import { NewsList } from '../../features/news/components/news-list';
import { pageHeaders } from '../../page-headers';

// The creation menu and dialog (shared with the admin dashboard) download for admins only.
const CreateNewsMenu = lazy(() =>
  import('@univida/shared-news').then((module) => ({ default: module.CreateNewsMenu })),
);

/** /novedades — featured item, category filter, news grid and the newsletter box (in the list). */
export default function NewsPage() {
  const isAdmin = useIsAdmin();
  return (
    <Container>
      <PageHeader
        {...pageHeaders.news}
        actions={
          isAdmin && (
            <Suspense fallback={null}>
              <CreateNewsMenu />
            </Suspense>
          )
        }
      />
      <NewsList />
    </Container>
  );
}
