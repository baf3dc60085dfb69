// The one list of packages every federated app (shell and remotes) shares as singletons.
// A stateful package missing from one app's list silently splits its state (DESIGN §2),
// so every vite.config imports this instead of keeping its own copy.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * The react-router-dom exports the apps use. A shared package is normally bundled whole (~64 KiB
 * gzip of react-router incl. its server code); with tree shaking each app's shared chunk keeps
 * only these (plus whatever its own imports add). Every app lists the same union, so a remote's
 * needs are met by the shell's chunk; an export missing here still works — the MF runtime then
 * falls back to the remote's full copy — it only costs bytes, so add new imports here.
 */
export const routerExports = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'ScrollRestoration',
  'createBrowserRouter',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];

export const sharedSingletons = {
  react: singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-router': {
    ...singleton('^7.18.0'),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: routerExports },
  },
  'react-router-dom': {
    ...singleton('^7.18.0'),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: routerExports },
  },
  'styled-components': singleton('^6.6.0'),
  jotai: singleton('^3.0.0'),
  '@tanstack/react-query': singleton('^5.0.0'),
  '@supabase/supabase-js': singleton('^2.119.0'),
  // @univida/shared-ui is deliberately NOT shared: it holds no state of its own (the toast store
  // lives on globalThis, the theme comes through styled-components' ThemeProvider, a singleton),
  // so each app bundles just the components it uses instead of all of Radix up front.
  '@univida/shared-auth': singleton('*'),
};

/** Federation names of the five remotes, in port order (4001–4005). */
export const remoteNames = [
  'mf_university',
  'mf_housing',
  'mf_social',
  'mf_account',
  'mf_admin',
] as const;
export type RemoteName = (typeof remoteNames)[number];
