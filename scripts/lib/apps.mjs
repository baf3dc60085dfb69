// The apps of the composed site: folder, workspace package and default port. Scripts, e2e and
// vite.federation.ts all read this one table; the paths each remote owns are in its own route
// table (src/routes.ts, read from Node by route-tables.mjs).

/** @type {import('./apps.mjs').RemoteApp[]} */
export const remotes = [
  {
    name: 'mf_university',
    dir: 'mf-university',
    pkg: '@univida/mf-university',
    port: 4001,
  },
  {
    name: 'mf_housing',
    dir: 'mf-housing',
    pkg: '@univida/mf-housing',
    port: 4002,
  },
  {
    name: 'mf_social',
    dir: 'mf-social',
    pkg: '@univida/mf-social',
    port: 4003,
  },
  {
    name: 'mf_account',
    dir: 'mf-account',
    pkg: '@univida/mf-account',
    port: 4004,
  },
  { name: 'mf_admin', dir: 'mf-admin', pkg: '@univida/mf-admin', port: 4005 },
];

/** @type {import('./apps.mjs').App} */
export const shell = { name: 'shell', dir: 'shell', pkg: '@univida/shell', port: 4000 };

export const backendPort = 54321;

/** SHELL_PORT, MF_HOUSING_PORT, SUPABASE_PORT… */
export const portEnvVar = (name) => `${name.toUpperCase()}_PORT`;

/** The port of an app (or 'supabase'), from its environment variable or the default. */
export function appPort(name, env = process.env) {
  const raw = env[portEnvVar(name)];
  if (raw) return Number(raw);
  if (name === 'supabase') return backendPort;
  const app = name === 'shell' ? shell : remotes.find((r) => r.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app.port;
}

/**
 * Ports for a private stack (e2e, benchmarks) apart from the defaults: the shell on `base`, the
 * remotes on the next ports in table order, the backend on `supabase`.
 * @param {number} base
 * @param {number} supabase
 */
export const portsFrom = (base, supabase) => ({
  supabase,
  shell: base,
  ...Object.fromEntries(remotes.map((remote, i) => [remote.name, base + 1 + i])),
});
