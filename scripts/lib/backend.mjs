// Starts supabase-local as a child process and waits until it answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const READY_LINE = 'supabase-local ready on';
const READY_TIMEOUT_MS = 120_000;

/**
 * UniVida's auth mail, as a hosted project sets it under Authentication → Emails: the Spanish
 * subjects and bodies of supabase/auth-mail-templates.json, sent by 'UniVida <no-reply@univida.es>'.
 * The environment (MAIL_TEMPLATES_PATH, SMTP_SENDER, SMTP_SENDER_NAME) overrides them.
 */
export const unividaMailEnv = {
  MAIL_TEMPLATES_PATH: path.join(repoRoot, 'supabase/auth-mail-templates.json'),
  SMTP_SENDER: 'no-reply@univida.es',
  SMTP_SENDER_NAME: 'UniVida',
};

/**
 * Spawn `node supabase-local/dist/main.js` on `port` with `dataDir`; resolves with its public URL
 * and anon key (and its pid) once the ready line is printed and /health answers.
 */
export async function startBackend({ port, dataDir, env = {}, log = () => {} }) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'supabase-local/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...unividaMailEnv,
      ...process.env,
      ...env,
      SUPABASE_PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // If this process dies without stopping the stack, take the backend down with it.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  const recent = [];
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`supabase-local did not get ready within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
    const onLine = (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log(line);
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (line.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout.on('data', onLine);
    child.stderr.on('data', onLine);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `supabase-local exited with code ${code} before it was ready:\n${recent.join('\n')}`,
        ),
      );
    });
  });
  await ready;
  const base = `http://127.0.0.1:${port}`;
  const health = await fetch(`${base}/health`);
  if (!health.ok) throw new Error(`supabase-local /health answered ${health.status}`);
  const { url, anonKey } = await (await fetch(`${base}/local/v1/config`)).json();
  return {
    url,
    anonKey,
    pid: child.pid,
    stop: async () => {
      process.off('exit', killChild);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
