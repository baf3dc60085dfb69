// "Build what is stale": an app is rebuilt when any of its inputs (its own sources and config,
// the shared packages it bundles, the federation wiring) is newer than its last build stamp.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { remotes, shell } from './apps.mjs';
import { repoRoot } from './paths.mjs';

const STAMP_DIR = path.join(repoRoot, '.build-stamps');
const SKIP_DIRS = new Set(['node_modules', 'dist', '__tests__', '.data']);

/** Inputs every federated app bundles besides its own folder. */
const FRONTEND_SHARED_INPUTS = [
  'shared-ui/src',
  'shared-ui/package.json',
  'shared-auth/src',
  'shared-auth/package.json',
  'shared-router/src',
  'shared-router/package.json',
  'shared-query/src',
  'shared-query/package.json',
  'vite.federation.ts',
  'federation.shared.ts',
  'scripts/lib/apps.mjs',
];
const FRONTEND_OWN_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
];

/** Everything `npm start` serves, as build units: the backend, the shell and the five remotes. */
export const buildUnits = [
  {
    pkg: '@univida/supabase-local',
    output: 'supabase-local/dist/main.js',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'].map(
      (p) => `supabase-local/${p}`,
    ),
  },
  ...[shell, ...remotes].map((app) => ({
    pkg: app.pkg,
    output: `${app.dir}/dist/index.html`,
    inputs: [...FRONTEND_OWN_INPUTS.map((p) => `${app.dir}/${p}`), ...FRONTEND_SHARED_INPUTS],
  })),
];

function newestMtime(relPath) {
  const abs = path.join(repoRoot, relPath);
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.includes('.test.')) continue;
    newest = Math.max(newest, newestMtime(path.join(relPath, entry.name)));
  }
  return newest;
}

const stampFile = (pkg) => path.join(STAMP_DIR, `${pkg.replace('/', '__')}.stamp`);

export function isStale(unit) {
  if (!fs.existsSync(path.join(repoRoot, unit.output))) return true;
  let stampTime;
  try {
    stampTime = fs.statSync(stampFile(unit.pkg)).mtimeMs;
  } catch {
    return true;
  }
  return unit.inputs.some((input) => newestMtime(input) > stampTime);
}

/** Runs `lerna run build` for the given packages, or all (lerna orders and parallelises them). */
export function runLernaBuild(pkgs = [], { stdio = 'inherit' } = {}) {
  const scopes = pkgs.flatMap((pkg) => ['--scope', pkg]);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['lerna', 'run', 'build', ...scopes, '--loglevel', 'warn'], {
      cwd: repoRoot,
      stdio,
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lerna run build failed (exit ${code})`)),
    );
  });
}

/** Marks packages as built now. The stamp is taken before building, so edits made during it count. */
function stamp(pkgs, at) {
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  for (const pkg of pkgs) {
    const file = stampFile(pkg);
    fs.writeFileSync(file, '');
    fs.utimesSync(file, at, at);
  }
}

/** Builds the stale units; returns the list of packages built. */
export async function buildStale({ log = console.log, force = false } = {}) {
  const stale = buildUnits.filter((unit) => force || isStale(unit)).map((unit) => unit.pkg);
  if (stale.length === 0) {
    log('All builds are up to date.');
    return [];
  }
  log(`Building: ${stale.join(', ')}`);
  const startedAt = new Date();
  await runLernaBuild(stale);
  stamp(stale, startedAt);
  return stale;
}

/** Builds every package (`lerna run build`) and marks the served units fresh. */
export async function buildAll() {
  const startedAt = new Date();
  await runLernaBuild();
  stamp(
    buildUnits.map((unit) => unit.pkg),
    startedAt,
  );
}
