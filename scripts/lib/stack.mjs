// The composed site as `npm start` runs it and the e2e suite reuses it: supabase-local, the shell
// and each remote served from its production build on its own origin.
import fs from 'node:fs';
import path from 'node:path';
import { buildAppConfig } from './app-config.mjs';
import { appPort, remotes, shell } from './apps.mjs';
import { startBackend } from './backend.mjs';
import { repoRoot } from './paths.mjs';
import { securityHeaders } from './security-headers.mjs';
import { serveStatic } from './serve.mjs';

/** Ports from the environment (SHELL_PORT, MF_X_PORT, SUPABASE_PORT) or the defaults. */
export function portsFromEnv(env = process.env) {
  return Object.fromEntries(
    ['supabase', shell.name, ...remotes.map((r) => r.name)].map((name) => [
      name,
      appPort(name, env),
    ]),
  );
}

/**
 * Copies every app's dist into `dir` and returns a resolver for it, so a long run (e2e, bench)
 * keeps serving the files it started with even if a build rewrites dist meanwhile.
 */
export function snapshotDists(dir) {
  for (const app of [shell, ...remotes]) {
    fs.cpSync(path.join(repoRoot, app.dir, 'dist'), path.join(dir, app.dir), { recursive: true });
  }
  return (app) => path.join(dir, app.dir);
}

const repoDist = (app) => path.join(repoRoot, app.dir, 'dist');

/**
 * Start everything (assumes the builds exist). `ports` maps supabase/shell/mf_x to ports;
 * `backendEnv` is passed to supabase-local (JWT_SECRET, ADMIN_EMAIL…).
 * `distDir(app)` says where each app's build is (default: its dist/; see snapshotDists).
 * `hosted` ({ url, anonKey }) points the site at a hosted Supabase instead of starting supabase-local.
 * `tls` ({ key, cert }) serves the apps over HTTPS with HTTP/2, as a CDN would (bench:lighthouse).
 * @param {{ ports: Record<string, number>, dataDir: string, backendEnv?: Record<string, string>,
 *   previewOrigins?: string[], log?: (line: string) => void,
 *   distDir?: (app: { dir: string }) => string,
 *   hosted?: { url: string, anonKey: string, imageTransformations?: boolean } | null,
 *   tls?: { key: string, cert: string } | null }} options
 */
export async function startStack({
  ports,
  dataDir,
  backendEnv = {},
  previewOrigins = [],
  log = () => {},
  distDir = repoDist,
  hosted = null,
  tls = null,
}) {
  const launchBackend = () => startBackend({ port: ports.supabase, dataDir, env: backendEnv, log });
  let backend = hosted ? { ...hosted, stop: async () => {} } : await launchBackend();
  const appConfig = buildAppConfig({
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    ports,
    scheme: tls ? 'https' : 'http',
    previewOrigins,
    imageTransformations: hosted?.imageTransformations ?? true,
  });
  // Every origin serves the config so each remote also runs standalone from its own build.
  const routes = { '/app-config.json': appConfig };
  const { everyResponse: headers, documents: documentHeaders } = securityHeaders(appConfig);
  const servers = new Map();
  const startRemote = async (name) => {
    const remote = remotes.find((r) => r.name === name);
    if (!remote) throw new Error(`Unknown remote ${name}`);
    if (servers.has(name)) return;
    servers.set(
      name,
      await serveStatic({
        dir: distDir(remote),
        port: ports[name],
        spa: true,
        routes,
        headers,
        documentHeaders,
        tls,
      }),
    );
  };
  const stopRemote = async (name) => {
    const server = servers.get(name);
    servers.delete(name);
    await server?.close();
  };
  try {
    servers.set(
      shell.name,
      await serveStatic({
        dir: distDir(shell),
        port: ports.shell,
        spa: true,
        routes,
        headers,
        documentHeaders,
        tls,
      }),
    );
    for (const remote of remotes) await startRemote(remote.name);
  } catch (error) {
    await Promise.all([...servers.values()].map((server) => server.close()));
    await backend.stop();
    throw error;
  }
  return {
    url: `${tls ? 'https' : 'http'}://localhost:${ports.shell}`,
    backendUrl: backend.url,
    anonKey: backend.anonKey,
    appConfig,
    startRemote,
    stopRemote,
    /** Stops supabase-local (its data dir stays), as a crash or a deploy would. */
    stopBackend: () => backend.stop(),
    /** Starts supabase-local again on the same port and data: same secrets, same rows. */
    startBackend: async () => {
      if (hosted) throw new Error('A hosted backend cannot be restarted from here');
      backend = await launchBackend();
    },
    /** Serve a remote's build on another origin (a preview deployment). */
    servePreview: (name, port) =>
      serveStatic({
        dir: distDir(remotes.find((r) => r.name === name)),
        port,
        spa: true,
        routes,
        headers,
        documentHeaders,
      }),
    stop: async () => {
      await Promise.all([...servers.values()].map((server) => server.close()));
      servers.clear();
      await backend.stop();
    },
  };
}
