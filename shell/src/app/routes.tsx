import type { RouteObject } from 'react-router-dom';
import { RemoteOutlet } from '../federation/remote-outlet';
import { HomePage } from '../pages/home/home-page';
import { RootLayout } from './root-layout';

/**
 * Home lives in the shell and loads no remote; the legal pages are split out of the landing
 * bundle. Every other path goes to RemoteOutlet, which picks the owning remote from
 * /app-config.json (remotes render absolute <Routes>, so they mount at the root) or shows the 404.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: '/terms-and-conditions',
        lazy: async () => ({ Component: (await import('../pages/legal/terms-page')).TermsPage }),
      },
      {
        path: '/privacy-policy',
        lazy: async () => ({ Component: (await import('../pages/legal/privacy-policy-page')).PrivacyPolicyPage }),
      },
      {
        path: '/legal-notice',
        lazy: async () => ({ Component: (await import('../pages/legal/legal-notice-page')).LegalNoticePage }),
      },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
];
