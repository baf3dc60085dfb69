// npm run dev: supabase-local plus Vite dev servers (HMR) for the shell and the five remotes, each
// on its port; remote edits hot-update inside the shell through the plugin's dev.remoteHmr.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildAppConfig, previewOriginsFromEnv } from './lib/app-config.mjs';
import { remotes, shell } from './lib/apps.mjs';
import { startBackend } from './lib/backend.mjs';
import { buildStale } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { repoRoot } from './lib/paths.mjs';
import { portsFromEnv } from './lib/stack.mjs';

ensureInstalled();
// Only the backend needs compiling; the apps run from source.
if (!fs.existsSync(path.join(repoRoot, 'supabase-local/dist/main.js'))) await buildStale();
const ports = portsFromEnv();
const backend = await startBackend({
  port: ports.supabase,
  dataDir: process.env.DATA_DIR || path.join(repoRoot, '.data/db'),
  log: (line) => console.log(`[supabase-local] ${line}`),
});
const appConfig = buildAppConfig({
  supabaseUrl: backend.url,
  supabaseAnonKey: backend.anonKey,
  ports,
  previewOrigins: previewOriginsFromEnv(),
});

const children = [shell, ...remotes].map((app) => {
  const child = spawn('npx', ['vite', '--port', String(ports[app.name]), '--strictPort'], {
    cwd: path.join(repoRoot, app.dir),
    env: { ...process.env, UNIVIDA_APP_CONFIG: JSON.stringify(appConfig), FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${app.name}] `;
  const forward = (stream) => (chunk) => stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  return child;
});

console.log(`\nUniVida (dev) en http://localhost:${ports.shell} — Ctrl-C para parar.\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    void backend.stop().then(() => process.exit(0));
  });
}
