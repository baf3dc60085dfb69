// Stands in for @module-federation/runtime in the single-bundle benchmark build: the shell's
// registry "loads" each remote's App as an ordinary lazy chunk of one build, no federation.
const apps: Record<string, () => Promise<unknown>> = {
  'mf_university/App': () => import('../../mf-university/src/app'),
  'mf_housing/App': () => import('../../mf-housing/src/app'),
  'mf_social/App': () => import('../../mf-social/src/app'),
  'mf_account/App': () => import('../../mf-account/src/app'),
  'mf_admin/App': () => import('../../mf-admin/src/app'),
};

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = apps[id];
  return load ? ((await load()) as T) : null;
}
