// A fresh PGlite data dir for a benchmark: migrations and seed (the backend's first start), then
// `npm run seed:scale`'s bulk demo rows on top (e.g. { scores: 5000 } or { profiles: 20000 }).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from './backend.mjs';
import { runCommand } from './run-command.mjs';

/**
 * @param {{ port: number, label: string, scale: Record<string, number>, quiet?: boolean,
 *   env?: Record<string, string> }} options — `env` for the first start (e.g. the test admin)
 * @returns {Promise<string>} the data dir (the caller removes it)
 */
export async function prepareScaledData({ port, label, scale, quiet = false, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `univida-bench-${label}-`));
  const backend = await startBackend({ port, dataDir, env });
  await backend.stop(); // PGlite holds a lock on the data dir; seed:scale opens it directly.
  const counts = Object.entries(scale).filter(([, n]) => n > 0);
  if (counts.length === 0) return dataDir;
  const args = counts.flatMap(([name, n]) => [`--${name}`, String(n)]);
  await runCommand(
    'npm',
    ['run', 'seed:scale', '-w', '@univida/supabase', '--', ...args, '--data-dir', dataDir],
    { quiet },
  );
  return dataDir;
}
