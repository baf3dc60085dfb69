import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const lockfile = path.join(repoRoot, 'package-lock.json');
// What the lockfile looked like when node_modules was last installed from it.
const installedFrom = path.join(repoRoot, 'node_modules/.univida-lock.sha256');

const lockHash = () => createHash('sha256').update(fs.readFileSync(lockfile)).digest('hex');

function npm(command, log) {
  log(`running npm ${command}…`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ${command} failed`);
  fs.writeFileSync(installedFrom, lockHash());
}

/**
 * A fresh clone has no node_modules: `npm ci`. After a pull that changed package-lock.json,
 * node_modules is out of date: `npm install` brings it in line (a no-op when it already is).
 */
export function ensureInstalled(log = console.log) {
  if (!fs.existsSync(path.join(repoRoot, 'node_modules/.package-lock.json'))) {
    log('node_modules missing.');
    return npm('ci', log);
  }
  const hiddenLockfile = path.join(repoRoot, 'node_modules/.package-lock.json');
  if (
    !fs.existsSync(installedFrom) &&
    fs.statSync(hiddenLockfile).mtimeMs >= fs.statSync(lockfile).mtimeMs
  ) {
    // Installed by npm itself (e.g. CI's npm ci) after the lockfile's last change: in step.
    fs.writeFileSync(installedFrom, lockHash());
    return;
  }
  const recorded = fs.existsSync(installedFrom) ? fs.readFileSync(installedFrom, 'utf8') : '';
  if (recorded !== lockHash()) {
    log('package-lock.json changed since the last install.');
    npm('install', log);
  }
}
