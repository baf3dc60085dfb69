// The runtime configuration the shell reads from /app-config.json (shared-auth validates it):
// where Supabase is, where each remote's entry lives, and which preview origins may override one.
import { remotes } from './apps.mjs';

export const localOrigin = (port) => `http://localhost:${port}`;

/** @param {{ supabaseUrl: string, supabaseAnonKey: string, ports: Record<string, number>, previewOrigins?: string[] }} o */
export function buildAppConfig({ supabaseUrl, supabaseAnonKey, ports, previewOrigins = [] }) {
  const remoteOrigins = remotes.map((remote) => localOrigin(ports[remote.name]));
  return {
    supabaseUrl,
    supabaseAnonKey,
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        { entry: `${localOrigin(ports[remote.name])}/remoteEntry.js`, routes: remote.routes },
      ]),
    ),
    allowedPreviewOrigins: [...new Set([...remoteOrigins, ...previewOrigins])],
  };
}

/** PREVIEW_ORIGINS="https://a.example,https://b.example" */
export const previewOriginsFromEnv = (env = process.env) =>
  (env.PREVIEW_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
