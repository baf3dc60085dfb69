// Benchmark of /alojamiento on the composed production build with 20,000 demo listings
// (seed:scale) on PGlite. Prints figures, asserts nothing:
//   1. the list request behind each filter change and the first page, as the app sends it
//      (its own applyFilters and countFor over supabase-js: filters, order, Range, count=exact
//      when filtered, count=estimated when not): p50/p95 ms;
//   2. mf_housing's own code a first visit of /alojamiento downloads (gzip), the map chunk
//      downloaded only once 'Mapa' is pressed, and a first visit of /roomie-match for comparison.
// Usage: npm run bench:housing [-- --accommodations 20000 --rounds 20 --bytes-only --json]
//   --bytes-only: only the bytes (no scale rows, no list timings; about a minute).
// Ports: BENCH_PORT_BASE (default 4620, shell; remotes +1…+5) and BENCH_SUPABASE_PORT (54681).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { applyFilters, countFor } from '../mf-housing/src/features/accommodations/api/apply-filters.ts';
import { DEFAULT_FILTERS } from '../mf-housing/src/features/accommodations/lib/search-params.ts';
import type { AccommodationFilters } from '../mf-housing/src/features/accommodations/types.ts';
import { portsFrom } from './lib/apps.mjs';
import { buildStale } from './lib/build.mjs';
import { collectCode, sum } from './lib/bundle-report.mjs';
import { ensureChromium, launchChromium } from './lib/chromium.mjs';
import { prepareScaledData } from './lib/scale-data.mjs';
import { snapshotDists, startStack } from './lib/stack.mjs';
import { percentile } from './lib/percentile.mjs';

const { values: args } = parseArgs({
  options: {
    accommodations: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '20' },
    'bytes-only': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const bytesOnly = args['bytes-only'];
const extra = bytesOnly ? 0 : Number(args.accommodations);
const rounds = Number(args.rounds);
const base = Number(process.env.BENCH_PORT_BASE ?? 4620);
const ports = portsFrom(base, Number(process.env.BENCH_SUPABASE_PORT ?? 54681));
const log = (line: string) => {
  if (!args.json) console.log(line);
};
/** A percentile in ms, to one decimal. */
const rounded = (values: number[], rank: number) => Math.round(percentile(values, rank) * 10) / 10;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Filter changes a visitor makes, each a search the database answers (page 1 unless said). */
const SEARCHES: Record<string, Partial<AccommodationFilters>> = {
  'first page (newest)': {},
  'price ≤ 450': { maxPrice: 450 },
  'rooms 3': { rooms: '3' },
  'rooms 4+, price ≤ 600': { rooms: '4+', maxPrice: 600 },
  'city Zaragoza, sort price ↑': { city: 'Zaragoza', sort: 'precio-asc' },
  'type estudio, sort distance': { type: 'estudio', sort: 'distancia' },
  'university UPV': { university: 'Universitat Politècnica de València' },
  'text "demo 1234"': { text: 'demo 1234' },
  'map area (Valencia centre)': { area: { south: 39.46, west: -0.39, north: 39.49, east: -0.35 } },
  'page 50, sort price ↓': { page: 50, sort: 'precio-desc' },
};
const ORDER = {
  recientes: ['created_at', false],
  'precio-asc': ['price_per_room', true],
  'precio-desc': ['price_per_room', false],
  distancia: ['distance_to_university_km', true],
} as const;
const PAGE_SIZE = 12;

async function measureRequests(supabaseUrl: string, anonKey: string) {
  // supabase-js needs a WebSocket implementation on Node 20 (Realtime is not used here).
  const supabase = createClient(supabaseUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const results: Record<string, { total: number; p50: number; p95: number }> = {};
  for (const [label, patch] of Object.entries(SEARCHES)) {
    const filters = { ...DEFAULT_FILTERS, ...patch };
    const [column, ascending] = ORDER[filters.sort];
    const from = (filters.page - 1) * PAGE_SIZE;
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds + 2; i += 1) {
      const started = performance.now();
      const { error, count } = await applyFilters(
        supabase.from('accommodations').select('id, name, address, city, accommodation_type, price_per_room, total_rooms, available_rooms, square_meters, distance_to_university_km, closest_university, image_urls, latitude, longitude', { count: countFor(filters) }),
        filters,
      )
        .order(column, { ascending, nullsFirst: false })
        .order('id')
        .range(from, from + PAGE_SIZE - 1);
      if (error) throw new Error(`${label}: ${error.message}`);
      total = count ?? 0;
      if (i >= 2) times.push(performance.now() - started); // two warm-up requests
    }
    results[label] = { total, p50: rounded(times, 50), p95: rounded(times, 95) };
    log(`  ${label.padEnd(30)} ${String(total).padStart(6)} rows   p50 ${results[label]!.p50} ms   p95 ${results[label]!.p95} ms`);
  }
  return results;
}

async function measureBytes(url: string, housingOrigin: string) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204 }));
    const { files, settle } = collectCode(page);
    await page.goto(`${url}/alojamiento`);
    await page.getByText(/^(Unos )?[\d.]+ alojamientos$/).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await settle();
    const listFiles = [...files];
    await page.getByRole('button', { name: 'Mapa' }).click();
    await page.getByRole('region', { name: 'Mapa de alojamientos' }).getByRole('button', { name: /€$/ }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await settle();
    const mapFiles = files.slice(listFiles.length);
    await context.close();

    const roomieContext = await browser.newContext();
    const roomiePage = await roomieContext.newPage();
    const roomie = collectCode(roomiePage);
    await roomiePage.goto(`${url}/roomie-match`);
    await roomiePage.getByRole('heading', { level: 1, name: 'RoomieMatch' }).waitFor({ timeout: 60_000 });
    await roomiePage.waitForLoadState('networkidle');
    await roomie.settle();
    await roomieContext.close();

    const own = (list: typeof files) => sum(list.filter((f: { url: string }) => f.url.startsWith(housingOrigin)));
    return {
      listVisitGzip: sum(listFiles),
      listVisitHousingGzip: own(listFiles),
      mapChunkGzip: own(mapFiles),
      mapFiles: mapFiles.length,
      roomieVisitGzip: sum(roomie.files),
      roomieVisitHousingGzip: own(roomie.files),
    };
  } finally {
    await browser.close();
  }
}

ensureChromium(log);
await buildStale({ log });
log(bytesOnly ? 'Preparing a database with the seed…' : `Preparing a database with the seed and ${extra} demo listings…`);
const dataDir = await prepareScaledData({ port: ports.supabase, label: 'housing', scale: { accommodations: extra }, quiet: args.json });
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'univida-bench-housing-dist-'));
const stack = await startStack({ ports, dataDir, distDir: snapshotDists(snapshotDir) });
try {
  const config = await (await fetch(new URL('/app-config.json', stack.url))).json();
  let requests = null;
  if (!bytesOnly) {
    log(`\nList requests on PGlite (${rounds} rounds each, after 2 warm-ups):`);
    requests = await measureRequests(config.supabaseUrl, config.supabaseAnonKey);
    log(`Worst p95 of a list request: ${Math.max(...Object.values(requests).map((r) => r.p95))} ms (aim ≤ 100 ms)`);
  }
  const bytes = await measureBytes(stack.url, `http://localhost:${ports.mf_housing}`);
  if (args.json) console.log(JSON.stringify({ accommodations: extra, rounds, requests, bytes }, null, 2));
  else {
    log(`\n/alojamiento first visit: ${kib(bytes.listVisitGzip)} gzip in all, ${kib(bytes.listVisitHousingGzip)} of it mf_housing's own code (aim ≤ 60 KiB)`);
    log(`Map chunk, fetched only when 'Mapa' is pressed: ${kib(bytes.mapChunkGzip)} gzip in ${bytes.mapFiles} files`);
    log(`/roomie-match first visit: ${kib(bytes.roomieVisitGzip)} gzip in all, ${kib(bytes.roomieVisitHousingGzip)} of it mf_housing's own code`);
  }
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(snapshotDir, { recursive: true, force: true });
}
