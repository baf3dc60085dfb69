// npm run bench:lighthouse — Lighthouse's performance audit (its default mobile preset: a mid-range
// phone on a slow 4G link, simulated throttling) of the production builds, as a first visit with
// empty storage (the cookie banner shows). Each route runs 3 times; the table prints the median of
// each figure. It prints figures and never fails on them: timings on a shared 2-core machine vary
// from run to run, so compare runs made on the same machine at a quiet moment.
//   --routes /a,/b    measure these paths instead of the default set
//   --runs N          runs per route (default 3)
//   --save DIR        also write each run's Lighthouse report (JSON) into DIR
//   --http2           serve the apps over HTTPS with HTTP/2 (a self-signed certificate for the run),
//                     as a CDN delivers a deployed site, instead of the HTTP/1.1 of `npm start`:
//                     each of a page's requests then stops costing its own round trip
//   --devtools        throttle the browser itself (the same phone and link, applied while the page
//                     loads) instead of simulating from an unthrottled load: slower and noisier,
//                     but it shows what the simulation leaves out, such as a request started early
//   --returning       a returning visitor: each run first opens the route once, then measures a
//                     second visit with the browser's cache and the site's storage kept (use with
//                     --devtools: the simulation models a load from its requests, not the cache)
// Ports: LIGHTHOUSE_PORT_BASE (default 4700: shell, then the remotes) and LIGHTHOUSE_SUPABASE_PORT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { testAdminEnv } from './lib/accounts.mjs';
import { portsFrom } from './lib/apps.mjs';
import { buildStale } from './lib/build.mjs';
import { ensureChromium, launchChromium } from './lib/chromium.mjs';
import { localCertificate } from './lib/local-certificate.mjs';
import { remoteRoutes, routeTables } from './lib/route-tables.mjs';
import { snapshotDists, startStack } from './lib/stack.mjs';

/** The goal, printed beside the figures (not enforced). */
const GOAL = { performance: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200 };
/** Seed rows for routes with parameters (supabase/seed.sql: cut-off score 1 is Medicina). */
const SAMPLE = {
  '/carrera/:id': '/carrera/1',
  '/alojamiento/:id': '/alojamiento/00000000-0000-4000-c000-000000000001',
  '/roomie-match/:id': '/roomie-match/00000000-0000-4000-a000-000000000001',
  '/zonas-ocio/:id': '/zonas-ocio/00000000-0000-4000-e000-000000000001',
  '/eventos/:id': '/eventos/00000000-0000-4000-f000-000000000001',
};
/** Routes whose visit changes data, or that a visitor cannot see. */
const SKIP = new Set(['/setup-admin']);

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(option('--runs') ?? 3);
const saveDir = option('--save');
const http2 = process.argv.includes('--http2');
const devtools = process.argv.includes('--devtools');
const returning = process.argv.includes('--returning');
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
const routes =
  option('--routes')?.split(',') ??
  // Home and every remote's routes a visitor can open (not mf_admin's, for admins only).
  [
    '/',
    ...Object.keys(routeTables)
      .filter((remote) => !routeTables[remote].adminOnly)
      .flatMap(remoteRoutes),
  ]
    .filter((route) => !SKIP.has(route))
    .map((route) => SAMPLE[route] ?? route);

const base = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4700);
const ports = portsFrom(base, Number(process.env.LIGHTHOUSE_SUPABASE_PORT ?? 54471));
const debuggingPort = base + 9;

ensureChromium();
await buildStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-lighthouse-'));

const stack = await startStack({
  ports,
  dataDir: path.join(workDir, 'db'),
  distDir: snapshotDists(path.join(workDir, 'dist')),
  backendEnv: { RATE_LIMIT: 'off', ...testAdminEnv() },
  tls: http2 ? await localCertificate() : null,
});
// Lighthouse drives the browser over the DevTools protocol; Playwright's launcher knows the flags
// this machine's Chromium needs.
const browser = await launchChromium({
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    // The throwaway certificate is trusted for this run only.
    ...(http2 ? ['--ignore-certificate-errors'] : []),
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(url, saveAs) {
  const flags = {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(devtools && { throttlingMethod: 'devtools' }),
  };
  if (returning) {
    // The first visit, in a clean browser: what it leaves behind is what the second finds.
    await lighthouse(url, flags);
    flags.disableStorageReset = true;
  }
  const result = await lighthouse(url, flags);
  if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const chain = audits['critical-request-chains']?.details?.longestChain;
  return {
    performance: Math.round(categories.performance.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Signals that do not depend on the machine's load, to compare builds by.
    requests: audits['network-requests']?.details?.items?.length ?? 0,
    kib: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    unusedJsKib: (audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
    chainDepth: chain?.length ?? 0,
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? 0,
    // The largest paint of the load Lighthouse watched (unthrottled, unless --devtools): it shows
    // waits inside the page (a timer, a held commit) that the simulation, which models only
    // requests and main-thread work, leaves out.
    observedLcpMs: audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      '',
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
const loadAtStart = loadAverage();
const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const saveAs =
        saveDir && path.join(saveDir, `${route.replace(/\W+/g, '_') || '_'}-${run + 1}.json`);
      results.push(await audit(`${stack.url}${route}`, saveAs));
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      route,
      performance: pick('performance'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      requests: pick('requests'),
      kib: pick('kib'),
      unusedJsKib: pick('unusedJsKib'),
      chainDepth: pick('chainDepth'),
      mainThreadMs: pick('mainThreadMs'),
      observedLcpMs: pick('observedLcpMs'),
      spread: `${Math.min(...results.map((r) => r.performance))}–${Math.max(...results.map((r) => r.performance))}`,
      lcpElement: results.at(-1).lcpElement,
    });
    console.log(`measured ${route}`);
  }
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok) => (ok ? ' ' : '!');
console.log(
  `\nLighthouse ${runs}× per route, mobile preset${devtools ? ' (devtools throttling)' : ''}${returning ? ', a returning visit' : ''}, median (goal: performance ≥ ${GOAL.performance}, ` +
    `LCP ≤ ${seconds(GOAL.lcpMs)}, CLS ≤ ${GOAL.cls}, TBT ≤ ${GOAL.tbtMs} ms; ! = not met)\n`,
);
console.table(
  rows.map((row) => ({
    route: row.route,
    performance: `${row.performance}${mark(row.performance >= GOAL.performance)} (${row.spread})`,
    FCP: seconds(row.fcpMs),
    LCP: `${seconds(row.lcpMs)}${mark(row.lcpMs <= GOAL.lcpMs)}`,
    CLS: `${row.cls.toFixed(3)}${mark(row.cls <= GOAL.cls)}`,
    TBT: `${Math.round(row.tbtMs)} ms${mark(row.tbtMs <= GOAL.tbtMs)}`,
  })),
);
console.log(
  `\nWhat the page loads (median): requests, transferred bytes, unused JS, longest request chain, main-thread time, the largest paint as the ${devtools ? 'throttled' : 'unthrottled'} load had it`,
);
console.table(
  rows.map((row) => ({
    route: row.route,
    requests: row.requests,
    transferred: `${Math.round(row.kib)} KiB`,
    'unused JS': `${Math.round(row.unusedJsKib)} KiB`,
    'chain depth': row.chainDepth,
    'main thread': seconds(row.mainThreadMs),
    'LCP as loaded': `${Math.round(row.observedLcpMs)} ms`,
  })),
);
console.log('\nLargest paint per route (last run):');
for (const row of rows) console.log(`  ${row.route}: ${row.lcpElement}`);
console.log(
  `\nLoad average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end.`,
);
console.log(
  `\nThese are timings on a shared machine under ${devtools ? 'applied' : 'simulated'} throttling: they vary by several points ` +
    'between runs. Compare runs made here at a quiet moment, never as pass/fail.',
);
