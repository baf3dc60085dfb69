import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** A fresh clone has no node_modules: install once (npm ci when the lockfile is there). */
export function ensureInstalled(log = console.log) {
  if (fs.existsSync(path.join(repoRoot, 'node_modules/.package-lock.json'))) return;
  const command = fs.existsSync(path.join(repoRoot, 'package-lock.json')) ? 'ci' : 'install';
  log(`node_modules missing: running npm ${command}…`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ${command} failed`);
}
