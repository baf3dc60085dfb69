// `npm run dev` only: the shell's dev server answers /app-config.json itself, built by the same
// function `npm start` uses, from the running supabase-local and the remotes' dev ports. Nothing
// here reaches the production build, which gets its config from whoever serves it.
import type { Plugin } from 'vite';
import { buildAppConfig, previewOriginsFromEnv } from '../../scripts/lib/app-config.mjs';
import { appPort, remotes } from '../../scripts/lib/apps.mjs';

export function devAppConfig(): Plugin {
  return {
    name: 'univida-dev-app-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/app-config.json', (_req, res) => {
        const backend = `http://localhost:${appPort('supabase')}`;
        fetch(`${backend}/local/v1/config`)
          .then((response) => response.json() as Promise<{ url: string; anonKey: string }>)
          .then(({ url, anonKey }) => {
            const ports = Object.fromEntries(remotes.map((remote) => [remote.name, appPort(remote.name)]));
            const config = buildAppConfig({
              supabaseUrl: url,
              supabaseAnonKey: anonKey,
              ports,
              previewOrigins: previewOriginsFromEnv(),
            });
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(config));
          })
          .catch((error: unknown) => {
            res.statusCode = 503;
            res.end(`supabase-local is not reachable at ${backend} (${String(error)}); start it first.`);
          });
      });
    },
  };
}
