// npm run bench:bundle — what a first visit downloads (gzip of JS + CSS, measured in Chromium),
// federated vs the same routes built as one ordinary bundle, and the cold build time.
//   --no-cold-build   skip timing a full `npm run build` (reuse the current builds)
//   --files           also list every file each first visit fetched, largest first
// The repo configures no build cache (no Nx cacheable targets, no incremental tsc, Vite builds
// from scratch), so every full build is a cold one; it runs without deleting dist/ so servers
// and runs of other tools reading dist/ are not disturbed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testAdminEnv } from './lib/accounts.mjs';
import { portsFrom } from './lib/apps.mjs';
import { buildAll, buildStale } from './lib/build.mjs';
import { BUDGET, kib, measureSite } from './lib/bundle-report.mjs';
import { ensureChromium, launchChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/paths.mjs';
import { serveStatic } from './lib/serve.mjs';
import { snapshotDists, startStack } from './lib/stack.mjs';

const coldBuild = !process.argv.includes('--no-cold-build');
const listFiles = process.argv.includes('--files');
const base = Number(process.env.BENCH_PORT_BASE ?? 4500);
const ports = portsFrom(base, Number(process.env.BENCH_SUPABASE_PORT ?? 54451));
const singlePort = base + 9;
const singleDir = path.join(repoRoot, 'scripts/single-bundle/dist');

ensureChromium();

let coldSeconds = null;
if (coldBuild) {
  const started = Date.now();
  await buildAll();
  coldSeconds = (Date.now() - started) / 1000;
} else {
  await buildStale();
}

const single = spawnSync('npx', ['vite', 'build', '-c', 'scripts/single-bundle/vite.config.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (single.status !== 0) throw new Error('single-bundle build failed');

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-bench-'));
const dataDir = path.join(workDir, 'db');
const distDir = snapshotDists(path.join(workDir, 'dist'));
const stack = await startStack({
  ports,
  dataDir,
  distDir,
  backendEnv: { RATE_LIMIT: 'off', ...testAdminEnv() },
});
const singleServer = await serveStatic({
  dir: singleDir,
  port: singlePort,
  routes: { '/app-config.json': stack.appConfig },
});
const browser = await launchChromium();
try {
  const remoteOrigins = Object.fromEntries(
    Object.entries(stack.appConfig.remotes).map(([name, remote]) => [
      name,
      new URL(remote.entry).origin,
    ]),
  );
  const federated = await measureSite(browser, stack.url, { remoteOrigins, distDir });
  const baseline = await measureSite(browser, `http://localhost:${singlePort}`);
  if (listFiles) printFiles(federated);
  printReport(federated, baseline, coldSeconds);
} finally {
  await browser.close();
  await singleServer.close();
  await stack.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

function printFiles(federated) {
  const list = (title, files) => {
    console.log(`\n${title}`);
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kib(file.gzip).toFixed(1).padStart(6)}  ${file.url}`);
  };
  list('Home (/)', federated.home.files);
  for (const remote of federated.remotes) list(`${remote.name} (${remote.route})`, remote.files);
}

function printReport(federated, baseline, seconds) {
  const f = (bytes) => (bytes === null ? '—' : kib(bytes).toFixed(1));
  const ratio = (a, b) => (b === 0 ? '—' : (a / b).toFixed(2));
  const header = [
    'KiB gzip (JS+CSS)',
    'federated',
    'own code',
    'shell libs',
    'extra',
    'single bundle',
    'ratio',
    'budget',
  ];
  const table = [
    ['Home (/)', f(federated.home.gzip), '—', '—', '—', f(baseline.home.gzip)].concat([
      ratio(federated.home.gzip, baseline.home.gzip),
      `total ≤ ${BUDGET.homeKiB}`,
    ]),
    ...federated.remotes.map((remote, i) => [
      `${remote.name} first visit (${remote.route})`,
      f(remote.gzip),
      f(remote.own),
      f(remote.libraries),
      f(remote.extra),
      f(baseline.remotes[i].gzip),
      ratio(remote.gzip, baseline.remotes[i].gzip),
      `extra ≤ ${BUDGET.remoteExtraKiB}`,
    ]),
  ];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...table.map((row) => String(row[i]).length)),
  );
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table) console.log(line(row));
  console.log(
    "\nRemote rows: what navigating from Home to the route adds. own code: the remote's src/ and" +
      '\nthe packages it bundles for itself; shell libs: shared code the shell serves the first time' +
      '\na page needs it (supabase-js, TanStack Query), once for all remotes; extra: what federation' +
      '\ncosts (remoteEntry, share wrappers, import map, runtime glue, any stray library copy).',
  );
  if (seconds !== null)
    console.log(`Cold npm run build (all packages): ${seconds.toFixed(1)} s (budget 90 s)`);
  const overHome = kib(federated.home.gzip) > BUDGET.homeKiB;
  const overRemotes = federated.remotes.filter((r) => kib(r.extra) > BUDGET.remoteExtraKiB);
  console.log(
    overHome || overRemotes.length
      ? `Over the ${BUDGET.homeKiB} / ${BUDGET.remoteExtraKiB} KiB budget: ${[overHome && 'Home', ...overRemotes.map((r) => r.name)].filter(Boolean).join(', ')}`
      : `Within the ${BUDGET.homeKiB} / ${BUDGET.remoteExtraKiB} KiB budget.`,
  );
}
