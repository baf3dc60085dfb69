// npm start: install if needed, build what is stale, then run supabase-local and serve the
// production builds of the shell (SHELL_PORT, 4000) and each remote (4001–4005) on their own origins.
import path from 'node:path';
import { adminEmail, demoAccounts, DEMO_PASSWORD } from './lib/accounts.mjs';
import { previewOriginsFromEnv } from './lib/app-config.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { repoRoot } from './lib/paths.mjs';

ensureInstalled();
// Imported after the install: these modules need the dependencies.
const { buildStale } = await import('./lib/build.mjs');
const { portsFromEnv, startStack } = await import('./lib/stack.mjs');

await buildStale();
const ports = portsFromEnv();
const dataDir = process.env.DATA_DIR || path.join(repoRoot, '.data/db');
// SUPABASE_URL + SUPABASE_ANON_KEY: use a hosted project instead of the local server;
// SUPABASE_IMAGE_TRANSFORMATIONS=off for one whose plan has no image transformations.
const hosted =
  process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY
    ? {
        url: process.env.SUPABASE_URL,
        anonKey: process.env.SUPABASE_ANON_KEY,
        imageTransformations: process.env.SUPABASE_IMAGE_TRANSFORMATIONS !== 'off',
      }
    : null;
const stack = await startStack({
  ports,
  dataDir,
  hosted,
  previewOrigins: previewOriginsFromEnv(),
  log: (line) => console.log(`[supabase-local] ${line}`),
});

// The password is never printed here: supabase-local shows a generated one once, at its first start.
const adminPassword = process.env.ADMIN_PASSWORD
  ? 'la de ADMIN_PASSWORD'
  : `en ${path.join(dataDir, 'secrets.json')} (se genera y se muestra en el primer arranque)`;
console.log(`
UniVida listo en ${stack.url}

  Supabase          ${stack.backendUrl}   ${hosted ? '(alojado)' : `(local, datos en ${dataDir})`}
  Remotes           ${Object.entries(stack.appConfig.remotes)
    .map(([name, remote]) => `${name} ${new URL(remote.entry).origin}`)
    .join('\n                    ')}

  Admin             ${hosted ? `${adminEmail()} (solo en local)` : `${adminEmail()}, contraseña ${adminPassword}`}
  Cuentas demo      ${demoAccounts.map((a) => `${a.email} (${a.role})`).join(', ')} / ${DEMO_PASSWORD}

Ctrl-C para parar.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParando UniVida…');
    void stack.stop().then(() => process.exit(0));
  });
}
