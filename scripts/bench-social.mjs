// Benchmark of mf-social on the composed production build over PGlite, with seed:scale volumes
// (20,000 extra events, 5,000 extra leisure spots with their ratings) on top of the demo seed:
//   1. the list requests /eventos and /zonas-ocio make (as the app makes them, read from the
//      browser's Resource Timing), over a set of filter, sort and page URLs, p50/p95 in ms;
//   2. mf-social's first-visit bytes (gzip): what navigating from Home to /zonas-ocio adds, split
//      into own code / shell libraries / federation extra (as bench:bundle splits it).
// Prints figures only; nothing here passes or fails on a timing.
// Usage: node scripts/bench-social.mjs [--events 20000] [--spots 5000] [--rounds 5] [--json]
// Ports: BENCH_PORT_BASE (default 4620, shell; remotes +1…+5) and BENCH_SUPABASE_PORT (54681).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portsFrom } from './lib/apps.mjs';
import { testAdminEnv } from './lib/accounts.mjs';
import { buildStale } from './lib/build.mjs';
import { kib, measureSite } from './lib/bundle-report.mjs';
import { ensureChromium, launchChromium } from './lib/chromium.mjs';
import { prepareScaledData } from './lib/scale-data.mjs';
import { snapshotDists, startStack } from './lib/stack.mjs';
import { percentile } from './lib/percentile.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '20000' },
    spots: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const base = Number(process.env.BENCH_PORT_BASE ?? 4620);
const ports = portsFrom(base, Number(process.env.BENCH_SUPABASE_PORT ?? 54681));

const inDays = (days) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** The list URLs measured: the plain list, each filter, sorts, a search and deep pages. */
const PAGES = {
  events: [
    '/eventos',
    '/eventos?categoria=Comida',
    '/eventos?ciudad=Zaragoza',
    '/eventos?categoria=Deporte&ciudad=Valencia',
    `/eventos?fecha=${inDays(10)}`,
    '/eventos?pagina=200',
  ],
  leisure_spots: [
    '/zonas-ocio',
    '/zonas-ocio?orden=recientes',
    '/zonas-ocio?categoria=cines',
    '/zonas-ocio?ciudad=Alicante&categoria=bares_pubs',
    '/zonas-ocio?q=demo%2012',
    '/zonas-ocio?pagina=100',
  ],
};

const log = (line) => {
  if (!args.json) console.log(line);
};

/** Opens each list URL `rounds` times and collects the duration of its table's REST request. */
async function measureLists(browser, url) {
  const results = {};
  for (const [table, pages] of Object.entries(PAGES)) {
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
              .find((e) => e.name.includes(`/rest/v1/${name}?`) && e.responseEnd > 0),
          table,
          { timeout: 60_000 },
        );
        const { duration } = await entry.evaluate((e) => ({ duration: e.responseEnd - e.startTime }));
        durations.push(duration);
      }
    }
    await context.close();
    results[table] = {
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
log(`Preparing a database with the seed, ${args.events} extra events and ${args.spots} extra leisure spots…`);
const dataDir = await prepareScaledData({
  port: ports.supabase,
  label: 'social',
  scale: { events: Number(args.events), spots: Number(args.spots) },
  quiet: args.json,
});
// Serve a copy of the builds, so a rebuild by someone else during the run changes nothing.
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-bench-social-dist-'));
const distDir = snapshotDists(snapshotDir);
const stack = await startStack({ ports, dataDir, distDir, backendEnv: { RATE_LIMIT: 'off', ...testAdminEnv() } });
const browser = await launchChromium();
try {
  const lists = await measureLists(browser, stack.url);
  log(`\nList requests on PGlite (+${args.events} events, +${args.spots} spots; ${rounds} rounds of ${PAGES.events.length} URLs each):`);
  for (const [table, figures] of Object.entries(lists)) {
    log(`  ${table}: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (${figures.requests} requests)`);
  }
  const remoteOrigins = Object.fromEntries(
    Object.entries(stack.appConfig.remotes).map(([name, remote]) => [name, new URL(remote.entry).origin]),
  );
  const site = await measureSite(browser, stack.url, { remoteOrigins, distDir });
  const social = site.remotes.find((remote) => remote.name === 'mf_social');
  const result = {
    extraEvents: Number(args.events),
    extraSpots: Number(args.spots),
    listRequestsMs: lists,
    firstVisit: {
      route: social.route,
      gzipKiB: Number(kib(social.gzip).toFixed(1)),
      ownKiB: Number(kib(social.own).toFixed(1)),
      shellLibrariesKiB: Number(kib(social.libraries).toFixed(1)),
      extraKiB: Number(kib(social.extra).toFixed(1)),
    },
  };
  if (args.json) console.log(JSON.stringify(result, null, 2));
  else {
    const visit = result.firstVisit;
    log(
      `mf_social first visit (Home → ${visit.route}): ${visit.gzipKiB} KiB gzip — own ${visit.ownKiB}, ` +
        `shell libraries ${visit.shellLibrariesKiB}, federation extra ${visit.extraKiB}`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(snapshotDir, { recursive: true, force: true });
}
