// "Build what is stale": an app is rebuilt when the content of any of its inputs (its own sources
// and config, the shared packages it bundles, the federation wiring, the installed dependencies
// as the lockfile pins them) differs from what its last build was made from. Content hashes, not
// timestamps: a checkout, a `git stash` or a dependency bump changes content, not always mtimes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
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
  'shared-chat/src',
  'shared-chat/package.json',
  'shared-news/src',
  'shared-news/package.json',
  'shared-map/src',
  'shared-map/package.json',
  'shared-journey/src',
  'shared-journey/package.json',
  'vite.federation.ts',
  'vite.route-groups.ts',
  'federation.shared.ts',
  'app.html',
  'shell/public',
  'scripts/lib/apps.mjs',
  // Each remote's route-preload.json pairs its route table's paths with its pages' chunks.
  'scripts/lib/route-tables.mjs',
  // Links to another app's pages are built from its route table.
  ...remotes.map((remote) => `${remote.dir}/src/routes.ts`),
  // The shell's build writes each remote's static page headers into that route's HTML.
  ...remotes.map((remote) => `${remote.dir}/src/page-headers.ts`),
];
/** Inputs of every unit: what npm installed and the compiler settings they all extend. */
const WORKSPACE_INPUTS = ['package-lock.json', 'package.json', 'tsconfig.base.json'];
const FRONTEND_OWN_INPUTS = [
  'src',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
];

/** Everything `npm start` serves, as build units: the backend, the shell and the five remotes. */
export const buildUnits = [
  {
    pkg: '@univida/supabase-local',
    output: 'supabase-local/dist/main.js',
    inputs: [
      ...['src', 'sql', 'package.json', 'tsconfig.json', 'tsconfig.build.json'].map(
        (p) => `supabase-local/${p}`,
      ),
      ...WORKSPACE_INPUTS,
    ],
  },
  ...[shell, ...remotes].map((app) => ({
    pkg: app.pkg,
    output: `${app.dir}/dist/index.html`,
    inputs: [
      ...FRONTEND_OWN_INPUTS.map((p) => `${app.dir}/${p}`),
      ...FRONTEND_SHARED_INPUTS,
      ...WORKSPACE_INPUTS,
    ],
  })),
];

/** Adds every file under relPath (sorted, tests and outputs skipped) to the hash, name and content. */
function hashInput(hash, relPath) {
  const abs = path.join(repoRoot, relPath);
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    hash.update(`missing:${relPath}\0`);
    return;
  }
  if (!stat.isDirectory()) {
    hash.update(`file:${relPath}\0`).update(fs.readFileSync(abs)).update('\0');
    return;
  }
  const entries = fs.readdirSync(abs, { withFileTypes: true }).map((entry) => entry.name).sort();
  for (const name of entries) {
    if (SKIP_DIRS.has(name) || name.includes('.test.')) continue;
    hashInput(hash, path.join(relPath, name));
  }
}

/** The content hash of a unit's inputs. */
export function inputsHash(unit) {
  const hash = createHash('sha256');
  for (const input of unit.inputs) hashInput(hash, input);
  return hash.digest('hex');
}

const stampFile = (pkg) => path.join(STAMP_DIR, `${pkg.replace('/', '__')}.sha256`);

export function isStale(unit) {
  if (!fs.existsSync(path.join(repoRoot, unit.output))) return true;
  try {
    return fs.readFileSync(stampFile(unit.pkg), 'utf8') !== inputsHash(unit);
  } catch {
    return true;
  }
}

/**
 * The environment without a test runner's markers (VITEST…, NODE_ENV=test): under them
 * @module-federation/vite turns itself off, so a build started from the security suite's setup
 * (vitest) would ship apps with no federation, stamped as fresh.
 */
function buildEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) =>
        !name.startsWith('VITEST') &&
        name !== 'JEST_WORKER_ID' &&
        !(name === 'NODE_ENV' && value === 'test'),
    ),
  );
}

/** Runs `lerna run build` for the given packages, or all (lerna orders and parallelises them). */
export function runLernaBuild(pkgs = [], { stdio = 'inherit' } = {}) {
  const scopes = pkgs.flatMap((pkg) => ['--scope', pkg]);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['lerna', 'run', 'build', ...scopes, '--loglevel', 'warn'], {
      cwd: repoRoot,
      env: buildEnv(),
      stdio,
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lerna run build failed (exit ${code})`)),
    );
  });
}

/** Records what each unit was built from; hashes are taken before building, so edits made during it count. */
function stamp(hashes) {
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  for (const [pkg, hash] of hashes) fs.writeFileSync(stampFile(pkg), hash);
}

/** Builds the stale units; returns the list of packages built. */
export async function buildStale({ log = console.log, force = false } = {}) {
  const staleUnits = buildUnits.filter((unit) => force || isStale(unit));
  const stale = staleUnits.map((unit) => unit.pkg);
  if (stale.length === 0) {
    log('All builds are up to date.');
    return [];
  }
  log(`Building: ${stale.join(', ')}`);
  const hashes = staleUnits.map((unit) => [unit.pkg, inputsHash(unit)]);
  await runLernaBuild(stale);
  stamp(hashes);
  return stale;
}

/** Builds every package (`lerna run build`) and marks the served units fresh. */
export async function buildAll() {
  const hashes = buildUnits.map((unit) => [unit.pkg, inputsHash(unit)]);
  await runLernaBuild();
  stamp(hashes);
}
