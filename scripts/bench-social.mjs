// Benchmark of mf-social on the composed production build over PGlite, with seed:scale volumes
// (20,000 extra events, 5,000 extra leisure spots with their ratings) on top of the demo seed:
//   1. the list requests /eventos and /zonas-ocio make (as the app makes them, read from the
//      browser's Resource Timing), over a set of filter, sort and page URLs, p50/p95 in ms;
//   2. mf-social's first-visit bytes (gzip): what navigating from Home to each of its list pages
//      (/eventos, /zonas-ocio, /novedades) adds, split into own code / shell libraries /
//      federation extra (as bench:bundle and the e2e budget test split it).
// Prints figures only; nothing here passes or fails on a timing.
// Usage: node scripts/bench-social.mjs [--events 20000] [--spots 5000] [--rounds 5] [--bytes-only] [--json]
//   --bytes-only: only the first-visit bytes (no scale rows, no list timings; about a minute).
// Ports: BENCH_PORT_BASE (default 4620, shell; remotes +1…+5) and BENCH_SUPABASE_PORT (54681).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portsFrom, remotes } from './lib/apps.mjs';
import { testAdminEnv } from './lib/accounts.mjs';
import { buildStale } from './lib/build.mjs';
import { kib, measureSite } from './lib/bundle-report.mjs';
import { ensureChromium, launchChromium } from './lib/chromium.mjs';
import { percentile } from './lib/percentile.mjs';
import { remoteRoutes } from './lib/route-tables.mjs';
import { prepareScaledData } from './lib/scale-data.mjs';
import { snapshotDists, startStack } from './lib/stack.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '20000' },
    spots: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '5' },
    'bytes-only': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const bytesOnly = args['bytes-only'];
/** The pages a visitor lands on: the remote's routes without parameters, in table order. */
const FIRST_VISITS = remoteRoutes('mf_social').filter((route) => !route.includes(':'));
const base = Number(process.env.BENCH_PORT_BASE ?? 4620);
const ports = portsFrom(base, Number(process.env.BENCH_SUPABASE_PORT ?? 54681));

const inDays = (days) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * The list URLs measured (the plain list, each filter, sorts, a search and deep pages), with the
 * start of the REST request that loads each list: /eventos calls upcoming_events_page (one POST),
 * /zonas-ocio reads its table.
 */
const LISTS = {
  events: {
    request: '/rest/v1/rpc/upcoming_events_page',
    pages: [
      '/eventos',
      '/eventos?categoria=Comida',
      '/eventos?ciudad=Zaragoza',
      '/eventos?categoria=Deporte&ciudad=Valencia',
      `/eventos?fecha=${inDays(10)}`,
      '/eventos?pagina=200',
    ],
  },
  leisure_spots: {
    request: '/rest/v1/leisure_spots?',
    pages: [
      '/zonas-ocio',
      '/zonas-ocio?orden=recientes',
      '/zonas-ocio?categoria=cines',
      '/zonas-ocio?ciudad=Alicante&categoria=bares_pubs',
      '/zonas-ocio?q=demo%2012',
      '/zonas-ocio?pagina=100',
    ],
  },
};

const log = (line) => {
  if (!args.json) console.log(line);
};

/** Opens each list URL `rounds` times and collects the duration of the list's REST request. */
async function measureLists(browser, url) {
  const results = {};
  for (const [list, { request, pages }] of Object.entries(LISTS)) {
    const durations = [];
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    for (let round = 0; round < rounds; round += 1) {
      for (const pagePath of pages) {
        await page.goto(pagePath);
        const entry = await page.waitForFunction(
          (name) =>
            performance
              .getEntriesByType('resource')
              .find((e) => e.name.includes(name) && e.responseEnd > 0),
          request,
          { timeout: 60_000 },
        );
        const { duration } = await entry.evaluate((e) => ({ duration: e.responseEnd - e.startTime }));
        durations.push(duration);
      }
    }
    await context.close();
    results[list] = {
      requests: durations.length,
      p50: Math.round(percentile(durations, 50)),
      p95: Math.round(percentile(durations, 95)),
      max: Math.round(Math.max(...durations)),
    };
  }
  return results;
}

ensureChromium(log);
await buildStale({ log });
const scale = bytesOnly ? {} : { events: Number(args.events), spots: Number(args.spots) };
log(bytesOnly ? 'Preparing a database with the seed…' : `Preparing a database with the seed, ${args.events} extra events and ${args.spots} extra leisure spots…`);
const dataDir = await prepareScaledData({ port: ports.supabase, label: 'social', scale, quiet: args.json });
// Serve a copy of the builds, so a rebuild by someone else during the run changes nothing.
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-bench-social-dist-'));
const distDir = snapshotDists(snapshotDir);
const stack = await startStack({ ports, dataDir, distDir, backendEnv: { RATE_LIMIT: 'off', ...testAdminEnv() } });
const browser = await launchChromium();
try {
  let lists = null;
  if (!bytesOnly) {
    lists = await measureLists(browser, stack.url);
    log(`\nList requests on PGlite (+${args.events} events, +${args.spots} spots; ${rounds} rounds of ${LISTS.events.pages.length} URLs each):`);
    for (const [list, figures] of Object.entries(lists)) {
      log(`  ${list}: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (${figures.requests} requests)`);
    }
  }
  const remoteOrigins = Object.fromEntries(
    Object.entries(stack.appConfig.remotes).map(([name, remote]) => [name, new URL(remote.entry).origin]),
  );
  // Only mf_social's pages: every other remote gets no route.
  const routes = Object.fromEntries(remotes.map((remote) => [remote.name, remote.name === 'mf_social' ? FIRST_VISITS : []]));
  const site = await measureSite(browser, stack.url, { remoteOrigins, distDir, routes });
  const figure = (bytes) => Number(kib(bytes).toFixed(1));
  const firstVisits = site.remotes.map((visit) => ({
    route: visit.route,
    gzipKiB: figure(visit.gzip),
    ownKiB: figure(visit.own),
    shellLibrariesKiB: figure(visit.libraries),
    extraKiB: figure(visit.extra),
  }));
  const result = { extraEvents: Number(scale.events ?? 0), extraSpots: Number(scale.spots ?? 0), listRequestsMs: lists, firstVisits };
  if (args.json) console.log(JSON.stringify(result, null, 2));
  else {
    log('\nmf_social first visits (Home → page, KiB gzip; aim: own code ≤ 60, federation extra ≤ 15):');
    for (const visit of firstVisits) {
      log(
        `  ${visit.route.padEnd(12)} ${String(visit.gzipKiB).padStart(6)} in all — own ${visit.ownKiB}, ` +
          `shell libraries ${visit.shellLibrariesKiB}, federation extra ${visit.extraKiB}`,
      );
    }
  }
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(snapshotDir, { recursive: true, force: true });
}
