// The one list of packages every federated app (shell and remotes) shares as singletons.
// A stateful package missing from one app's list silently splits its state (DESIGN §2),
// so every vite.config imports this instead of keeping its own copy.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = {
  react: singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-router': singleton('^7.18.0'),
  'react-router-dom': singleton('^7.18.0'),
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
