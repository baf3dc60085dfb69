import { useProfile } from '@univida/shared-auth';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation } from '@univida/shared-router';
import { PageLoading } from '../layout/page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteRegistry } from './registry-context';
import { shellRoutes } from '../app/shell-routes';
import { dropBootPage } from '../layout/boot-page-id';

// Few visits end on it: a chunk of its own rather than part of every page's startup.
const NotFoundPage = lazy(() =>
  import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The shell's catch-all route: renders the remote that owns the current path (its App holds
 * <Routes> with absolute paths, so it is mounted at the root pathname) or the 404 page.
 */
export function RemoteOutlet() {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  // The route's static header belongs to the path the visitor arrived at.
  useEffect(() => dropBootPage, [pathname]);
  const remote = registry.matchRoute(pathname);
  if (!remote) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (registry.isAdminOnly(remote)) return <AdminGate remote={remote} />;
  return <RemoteMount remote={remote} />;
}

/**
 * Admin-only remotes are never downloaded for anyone else: non-admins are sent home first. Only
 * the first profile load waits; a later refresh of a loaded profile keeps the remote mounted.
 */
function AdminGate({ remote }: { remote: string }) {
  const { profile, loading } = useProfile();
  if (loading && !profile) return <PageLoading />;
  if (profile?.user_type !== 'admin') return <Navigate to={shellRoutes.paths.home()} replace />;
  return <RemoteMount remote={remote} />;
}

/**
 * The remote's first render is deferred: the page-loading state commits first as the boundary's
 * content, then the remote renders in a background (transition) render that waits for its code
 * without showing the fallback. Mounted straight in, the remote's code arrived tens of
 * milliseconds after the fallback appeared, and React held the page back until 300 ms after that
 * (it throttles a fallback's appearing and vanishing), so the page painted up to 0.3 s late.
 */
function RemoteMount({ remote }: { remote: string }) {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  const RemoteApp = registry.getApp(remote);
  const started = useDeferredValue(true, false);
  return (
    // Keyed by remote: a failure in one remote never sticks to the next one's routes.
    <RemoteErrorBoundary
      key={remote}
      remote={remote}
      resetKey={pathname}
      onRetry={() => registry.retry(remote)}
    >
      <Suspense fallback={<PageLoading />}>{started ? <RemoteApp /> : <PageLoading />}</Suspense>
    </RemoteErrorBoundary>
  );
}
