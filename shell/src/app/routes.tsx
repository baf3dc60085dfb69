import { Route, Routes } from '@univida/shared-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { RemoteOutlet } from '../federation/remote-outlet';
import { PageLoading } from '../layout/page-loading';
import { HomePage } from '../pages/home/home-page';
import { RootLayout } from './root-layout';
import { shellRoutes } from './shell-routes';

// The legal pages are split out of the landing bundle.
const TermsPage = lazy(() =>
  import('../pages/legal/terms-page').then((m) => ({ default: m.TermsPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../pages/legal/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const LegalNoticePage = lazy(() =>
  import('../pages/legal/legal-notice-page').then((m) => ({ default: m.LegalNoticePage })),
);

const Lazy = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>{children}</Suspense>
);

/**
 * Home lives in the shell and loads no remote. Every other path goes to RemoteOutlet, which picks
 * the owning remote from /app-config.json (remotes render absolute <Routes>, so they mount at the
 * root) or shows the 404.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path={shellRoutes.patterns.terms}
          element={
            <Lazy>
              <TermsPage />
            </Lazy>
          }
        />
        <Route
          path={shellRoutes.patterns.privacy}
          element={
            <Lazy>
              <PrivacyPolicyPage />
            </Lazy>
          }
        />
        <Route
          path={shellRoutes.patterns.legalNotice}
          element={
            <Lazy>
              <LegalNoticePage />
            </Lazy>
          }
        />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
