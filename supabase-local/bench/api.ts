// API benchmark: supabase-local over HTTP (autocannon) against the same queries straight on the
// database, on PGlite and on PostgreSQL 15, plus paginated list latency at 1,000 vs 20,000 rows,
// image thumbnails (cold, cached) and a private channel's join and broadcast round trip.
// Prints a table; it measures, it never passes or fails.   npm run bench:api  (from the repo root)
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres, type TestPostgres } from '../testing/postgres.js';
import { DEV_JWT_SECRET } from '../src/config.js';
import { createKeys } from '../src/keys.js';
import { openDatabase } from '../src/db/open.js';
import { withRequestContext } from '../src/db/request-context.js';
import type { Db, JwtClaims } from '../src/db/types.js';
import { packageRoot, repoRoot } from '../src/paths.js';
import { coldThumbnails, download, joinVerdicts, originalPath, plainFileServer, privateChannel, thumbnailPath, uploadPhoto, type Throughput, type Timings } from './storage-realtime.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
// Each cell first runs this long unmeasured, so JIT, plan and statement caches are warm.
const WARMUP_SECONDS = 0.5;
const CONCURRENCY = [1, 16, 64];
// Each cell is measured this many times, HTTP then database in turn, and the table gives the
// medians: a 2-core machine shared with other work moves one stretch by a fifth or more.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_ONLY=storage: only the storage and realtime table (no REST cells, no pagination at scale);
// BENCH_ONLY=rest: only the REST cells (server beside database).
const STORAGE_ONLY = process.env.BENCH_ONLY === 'storage';
const REST_ONLY = process.env.BENCH_ONLY === 'rest';
const { anonKey, serviceRoleKey } = createKeys(DEV_JWT_SECRET);
type Kind = 'pglite' | 'postgres';

interface Measure {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  /** CPU time per request (ms): this process (the load generator, or the database side), and the server's. */
  cpu?: { own: number; server?: number };
}

// Linux's USER_HZ, the unit of /proc/<pid>/stat times.
const CLOCK_TICKS = 100;

/** CPU time (ms) used so far by this process and by the server's (all its threads: main and PGlite worker). */
function cpuNow(serverPid?: number) {
  const { user, system } = process.cpuUsage();
  let server: number | undefined;
  if (serverPid !== undefined) {
    const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    server = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  }
  return { own: (user + system) / 1000, server };
}

/** Runs a measured stretch and adds the CPU it took per request on each side. */
async function withCpu<M extends Measure>(measure: () => Promise<M>, serverPid?: number): Promise<M> {
  const before = cpuNow(serverPid);
  const result = await measure();
  const after = cpuNow(serverPid);
  const requests = result.rps * SECONDS;
  return {
    ...result,
    cpu: {
      own: (after.own - before.own) / requests,
      server: after.server === undefined ? undefined : (after.server - before.server!) / requests,
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// --- the server, as its own process so load generator and server do not share an event loop ---

async function startServerProcess(dataDir: string, databaseUrl?: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot, 'src', 'main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, SUPABASE_PORT: String(port), RATE_LIMIT: 'off', JWT_SECRET: DEV_JWT_SECRET, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  while (!output.includes('supabase-local ready on')) {
    if (child.exitCode !== null) throw new Error(`server failed:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function http(url: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { apikey: anonKey, authorization: `Bearer ${init.token ?? anonKey}`, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

interface Fixture {
  token: string;
  userId: string;
  accommodationId: string;
  conversationId: string;
  photoPath: string;
}

/** A student, an owner with a listing and a conversation between them, made through the API. */
async function arrange(url: string): Promise<Fixture> {
  const signUp = (label: string, data: object) =>
    http(`${url}/auth/v1/signup`, {
      method: 'POST',
      body: JSON.stringify({ email: `bench-${label}-${Date.now()}@bench.univida.es`, password: 'Password123!', data }),
    });
  const student = await signUp('student', { full_name: 'Bench Student' });
  const owner = await signUp('owner', { full_name: 'Bench Owner', user_type: 'owner' });
  const [accommodation] = await http(`${url}/rest/v1/accommodations?select=id`, {
    method: 'POST',
    token: owner.access_token,
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ name: 'Piso bench', address: 'Calle 1', city: 'Valencia', accommodation_type: 'piso', price_per_room: 300, total_rooms: 3, available_rooms: 1, owner_id: owner.user.id }),
  });
  const service = { token: serviceRoleKey, headers: { prefer: 'return=representation', apikey: serviceRoleKey } };
  const [conversation] = await http(`${url}/rest/v1/conversations?select=id`, {
    method: 'POST',
    ...service,
    body: JSON.stringify({ accommodation_id: accommodation.id, created_by: student.user.id }),
  });
  await http(`${url}/rest/v1/conversation_participants`, {
    method: 'POST',
    ...service,
    body: JSON.stringify([
      { conversation_id: conversation.id, user_id: student.user.id },
      { conversation_id: conversation.id, user_id: owner.user.id },
    ]),
  });
  const photoPath = await uploadPhoto(url, serviceRoleKey, owner.user.id);
  return { token: student.access_token, userId: student.user.id, accommodationId: accommodation.id, conversationId: conversation.id, photoPath };
}

// --- the three workloads, over HTTP and as direct SQL ---

interface Scenario {
  name: string;
  request(f: Fixture): { path: string; method: 'GET' | 'POST'; token: (f: Fixture) => string; headers?: Record<string, string>; body?: string };
  claims(f: Fixture): JwtClaims;
  sql: string;
  params(f: Fixture): unknown[];
  /** Straight on the database too, the transaction is rolled back after the statement. */
  rollback?: boolean;
}

/** Thrown to roll a direct transaction back; counts as a success. */
const ROLLBACK = new Error('rollback');

const scenarios: Scenario[] = [
  {
    name: 'public list: cut_off_scores by score',
    request: () => ({ path: '/rest/v1/cut_off_scores?select=*&order=score.desc', method: 'GET', token: () => anonKey }),
    claims: () => ({ role: 'anon' }),
    sql: `select coalesce(json_agg(t), '[]') as body from (select * from public.cut_off_scores order by score desc) t`,
    params: () => [],
  },
  {
    name: 'auth read by id + owner embed',
    request: (f) => ({
      path: `/rest/v1/accommodations?select=*,owner:profiles(id,full_name,profile_picture_url)&id=eq.${f.accommodationId}`,
      method: 'GET',
      token: (x) => x.token,
      headers: { accept: 'application/vnd.pgrst.object+json' },
    }),
    claims: (f) => ({ role: 'authenticated', sub: f.userId }),
    sql: `select row_to_json(t) as body from (
            select a.*, (select row_to_json(o) from (select p.id, p.full_name, p.profile_picture_url
                         from public.profiles p where p.id = a.owner_id) o) as owner
            from public.accommodations a where a.id = $1) t`,
    params: (f) => [f.accommodationId],
  },
  {
    name: 'auth embed two levels: conversation → listing → owner',
    request: (f) => ({
      path: `/rest/v1/conversations?select=id,accommodation:accommodations(id,name,owner:profiles(id,full_name))&id=eq.${f.conversationId}`,
      method: 'GET',
      token: (x) => x.token,
      headers: { accept: 'application/vnd.pgrst.object+json' },
    }),
    claims: (f) => ({ role: 'authenticated', sub: f.userId }),
    sql: `select row_to_json(t) as body from (
            select c.id, (select row_to_json(l) from (
                select a.id, a.name, (select row_to_json(o) from (select p.id, p.full_name
                                      from public.profiles p where p.id = a.owner_id) o) as owner
                from public.accommodations a where a.id = c.accommodation_id) l) as accommodation
            from public.conversations c where c.id = $1) t`,
    params: (f) => [f.conversationId],
  },
  {
    // Rolled back (supabase-js .rollback()), so the chat's per-user limit of 30 messages a minute
    // never refuses: every request pays for the insert, its RLS checks and its triggers.
    name: 'auth insert under RLS, rolled back: messages',
    request: (f) => ({
      path: '/rest/v1/messages',
      method: 'POST',
      token: (x) => x.token,
      headers: { prefer: 'return=minimal,tx=rollback' },
      body: JSON.stringify({ conversation_id: f.conversationId, sender_id: f.userId, content: 'Hola, ¿sigue libre?' }),
    }),
    claims: (f) => ({ role: 'authenticated', sub: f.userId }),
    sql: 'insert into public.messages (conversation_id, sender_id, content) values ($1, $2, $3)',
    params: (f) => [f.conversationId, f.userId, 'Hola, ¿sigue libre?'],
    rollback: true,
  },
];

async function overHttp(url: string, fixture: Fixture, scenario: Scenario, connections: number, serverPid?: number): Promise<Measure> {
  await load(url, fixture, scenario, connections, WARMUP_SECONDS);
  return withCpu(() => load(url, fixture, scenario, connections, SECONDS), serverPid);
}

function load(url: string, fixture: Fixture, scenario: Scenario, connections: number, seconds: number): Promise<Measure> {
  const request = scenario.request(fixture);
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url: url + request.path,
        method: request.method,
        connections,
        duration: seconds,
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${request.token(fixture)}`,
          'content-type': 'application/json',
          ...request.headers,
        },
        body: request.body,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.total / seconds,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          errors: result.non2xx + result.errors,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
}

async function onDatabase(db: Db, fixture: Fixture, scenario: Scenario, concurrency: number): Promise<Measure> {
  await drive(db, fixture, scenario, concurrency, WARMUP_SECONDS);
  return withCpu(() => drive(db, fixture, scenario, concurrency, SECONDS));
}

async function drive(db: Db, fixture: Fixture, scenario: Scenario, concurrency: number, seconds: number): Promise<Measure> {
  const times: number[] = [];
  const claims = scenario.claims(fixture);
  const params = scenario.params(fixture);
  // The path the server takes: GET in a read-only transaction ended by its one statement.
  const read = scenario.request(fixture).method === 'GET';
  const end = performance.now() + seconds * 1000;
  let errors = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        await withRequestContext(
          db,
          claims,
          async (tx) => {
            await tx.query(scenario.sql, params, { lastInReadOnly: read });
            if (scenario.rollback) throw ROLLBACK;
          },
          { readOnly: read },
        );
      } catch (error) {
        if (error !== ROLLBACK) errors++;
      }
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), errors };
}

// --- pagination at scale, with H1's seed-scale script on the stopped database ---

async function seedScale(args: string[], dataDir: string, databaseUrl?: string) {
  const script = path.join(repoRoot, 'supabase', 'scripts', 'seed-scale.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args, ...(databaseUrl ? ['--database-url', databaseUrl] : ['--data-dir', dataDir])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-scale exited ${code}`)))));
}

const PAGE = 20;
// With count=exact the total is a full scan, so that variant grows with the table by design;
// the plain page (what the lists fetch) is the one that should stay flat.
const pageScenario = (offset: number, count: boolean): Scenario => ({
  name: `accommodations page (limit ${PAGE}, offset ${offset}${count ? ', count=exact' : ''})`,
  request: () => ({
    path: `/rest/v1/accommodations?select=*&order=created_at.desc&limit=${PAGE}&offset=${offset}`,
    method: 'GET',
    token: () => anonKey,
    headers: count ? { prefer: 'count=exact' } : undefined,
  }),
  claims: () => ({ role: 'anon' }),
  sql: '',
  params: () => [],
});

/** One line of the third table: a latency, and what it is compared with. */
interface Extra {
  backend: Kind;
  measure: string;
  p50: number;
  p95: number;
  rps?: number;
  versus?: string;
}

/** Downloads of one URL (counted in bytes, see `download`), warmed up, with the CPU each side used. */
async function downloads(url: string, connections: number, serverPid: number): Promise<Throughput & Measure> {
  await download(url, connections, WARMUP_SECONDS);
  return withCpu(() => download(url, connections, SECONDS), serverPid);
}

const perRequest = (m: Measure) => `server CPU ${fmt(m.cpu?.server ?? NaN, 2)} ms/req, client CPU ${fmt(m.cpu?.own ?? NaN, 2)} ms/req`;

async function storageAndRealtime(kind: Kind, url: string, fixture: Fixture, extras: Extra[], serverPid: number, photoFile: string) {
  const cold = await coldThumbnails(url, fixture.photoPath);
  extras.push({ backend: kind, measure: `thumbnail 400×225, cold (resize + cache write, n=${cold.n})`, ...cold });
  const megabytes = fmt(statSync(photoFile).size / 1e6, 2);
  const ceiling = await plainFileServer(photoFile);
  try {
    for (const c of [1, 16]) {
      // One after the other, so the three see the same load on the machine.
      const cached = await downloads(url + thumbnailPath(fixture.photoPath, 400), c, serverPid);
      const original = await downloads(url + originalPath(fixture.photoPath), c, serverPid);
      const plain = await downloads(ceiling.url, c, ceiling.pid);
      extras.push({
        backend: kind,
        measure: `thumbnail 400×225, cached, c=${c}`,
        ...cached,
        versus: `original photo: ${fmt(original.rps, 0)} req/s (thumbnail/original ${fmt(cached.rps / original.rps, 2)}); ${perRequest(cached)}`,
      });
      extras.push({
        backend: kind,
        measure: `original photo 1600×1200 (${megabytes} MB), c=${c}`,
        ...original,
        versus:
          `${fmt(original.mbps, 0)} MB/s, ${perRequest(original)}; a plain node:http server sending the same bytes from memory: ` +
          `${fmt(plain.rps, 0)} req/s, ${fmt(plain.mbps, 0)} MB/s, p50 ${fmt(plain.p50)} ms, ${perRequest(plain)} (original/plain ${fmt(original.rps / plain.rps, 2)})`,
      });
    }
  } finally {
    await ceiling.stop();
  }
  const channel = await privateChannel(url, anonKey, fixture.token, fixture.conversationId);
  extras.push({ backend: kind, measure: `private channel join (n=${channel.join.n})`, ...channel.join });
  extras.push({ backend: kind, measure: `private channel broadcast round trip (self, n=${channel.roundTrip.n})`, ...channel.roundTrip, versus: 'no database on the path: policies are read at join' });
}

const joinVersus = (join: Extra, verdict: Timings) =>
  `RLS verdict on the database: p50 ${fmt(verdict.p50, 2)} ms, p95 ${fmt(verdict.p95, 2)} ms (join/database p50 ${fmt(join.p50 / verdict.p50, 2)})`;

// --- the run ---

interface Row {
  backend: Kind;
  scenario: string;
  c: number;
  server: Measure;
  direct?: Measure;
  /** HTTP/DB req/s of each round, sorted. */
  ratios?: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The median of every figure of the rounds' measures (each figure on its own). */
function medianMeasure(measures: Measure[]): Measure {
  const of = (pick: (m: Measure) => number | undefined) => median(measures.map((m) => pick(m) ?? NaN));
  return {
    rps: of((m) => m.rps),
    p50: of((m) => m.p50),
    p95: of((m) => m.p95),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
    cpu: { own: of((m) => m.cpu?.own), server: of((m) => m.cpu?.server) },
  };
}

/** One cell: ROUNDS × (HTTP, then the same on the database), so both sides share each moment's load. */
async function measureCell(server: { url: string; pid?: number }, db: Db, fixture: Fixture, scenario: Scenario, c: number) {
  const overServer: Measure[] = [];
  const direct: Measure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    overServer.push(await overHttp(server.url, fixture, scenario, c, server.pid));
    direct.push(await onDatabase(db, fixture, scenario, c));
  }
  const ratios = overServer.map((m, i) => m.rps / direct[i]!.rps).sort((a, b) => a - b);
  return { server: medianMeasure(overServer), direct: medianMeasure(direct), ratios };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function benchBackend(kind: Kind, rows: Row[], pages: Row[], extras: Extra[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-bench-'));
  const directDir = `${dataDir}-direct`;
  let postgres: TestPostgres | undefined;
  if (kind === 'postgres') postgres = await startPostgres();
  try {
    let server = await startServerProcess(dataDir, postgres?.url);
    const fixture = await arrange(server.url);
    // Straight on the database, with the same role and claims per statement (the limit), beside
    // the server: each cell is measured over HTTP and then on the database, one after the other,
    // so both sides of a ratio see the same load on the machine. A directory has one owner (one
    // PGlite, the storage lock), so the database side opens a copy of the arranged one.
    await server.stop();
    cpSync(dataDir, directDir, { recursive: true });
    server = await startServerProcess(dataDir, postgres?.url);
    const db = await openDatabase({ dataDir: directDir, databaseUrl: postgres?.url });
    const ownExtras: Extra[] = [];
    try {
      for (const scenario of STORAGE_ONLY ? [] : scenarios) {
        for (const c of CONCURRENCY) {
          rows.push({ backend: kind, scenario: scenario.name, c, ...(await measureCell(server, db, fixture, scenario, c)) });
        }
      }
      if (!REST_ONLY) {
        await storageAndRealtime(kind, server.url, fixture, ownExtras, server.pid, path.join(dataDir, 'storage', 'accommodation-images', fixture.photoPath));
        const join = ownExtras.find((e) => e.measure.startsWith('private channel join'))!;
        join.versus = joinVersus(join, await joinVerdicts(db, { role: 'authenticated', sub: fixture.userId }, fixture.conversationId));
      }
    } finally {
      await db.close();
      await server.stop();
    }
    extras.push(...ownExtras);

    for (const [label, args] of STORAGE_ONLY || REST_ONLY ? [] : [
      ['1,000 rows', ['--profiles', '100', '--accommodations', '999']],
      ['20,000 rows', ['--accommodations', '19000']],
    ] as const) {
      await seedScale([...args], dataDir, postgres?.url);
      server = await startServerProcess(dataDir, postgres?.url);
      for (const [offset, count] of [[0, false], [900, false], [0, true]] as const) {
        const scenario = pageScenario(offset, count);
        pages.push({ backend: kind, scenario: `${label}: ${scenario.name}`, c: 1, server: await overHttp(server.url, fixture, scenario, 1) });
      }
      await server.stop();
    }
  } finally {
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(directDir, { recursive: true, force: true });
  }
}

async function main() {
  const rows: Row[] = [];
  const pages: Row[] = [];
  const extras: Extra[] = [];
  const only = process.env.BENCH_BACKEND as Kind | undefined;
  for (const kind of ['pglite', 'postgres'] as const) {
    if (only && only !== kind) continue;
    console.error(`benchmarking ${kind}…`);
    await benchBackend(kind, rows, pages, extras);
  }

  console.log(`\nsupabase-local API benchmark (${ROUNDS} rounds of ${SECONDS}s per cell and side, each after ${WARMUP_SECONDS}s warm-up; medians; HTTP/DB: median of the rounds' ratios (lowest–highest), ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
  // On a machine whose cores are all busy, req/s follow CPU per request, and the HTTP side's
  // includes the load generator's (autocannon, in this process): the CPU columns tell them apart.
  console.log('| backend | workload | c | HTTP req/s | p50 ms | p95 ms | errors | DB req/s | DB p50 ms | DB p95 ms | DB errors | HTTP/DB | server CPU ms/req | autocannon CPU ms/req | DB CPU ms/req | DB/server CPU |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const d = r.direct!;
    const server = r.server.cpu?.server ?? NaN;
    const direct = d.cpu?.own ?? NaN;
    console.log(
      `| ${r.backend} | ${r.scenario} | ${r.c} | ${fmt(r.server.rps, 0)} | ${fmt(r.server.p50)} | ${fmt(r.server.p95)} | ${r.server.errors} | ${fmt(d.rps, 0)} | ${fmt(d.p50, 2)} | ${fmt(d.p95, 2)} | ${d.errors} | ${fmt(median(r.ratios!), 2)} (${fmt(r.ratios![0]!, 2)}–${fmt(r.ratios!.at(-1)!, 2)}) | ${fmt(server, 3)} | ${fmt(r.server.cpu?.own ?? NaN, 3)} | ${fmt(direct, 3)} | ${fmt(direct / server, 2)} |`,
    );
  }
  console.log('\n| backend | paginated list | c | req/s | p50 ms | p95 ms | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of pages) {
    console.log(`| ${r.backend} | ${r.scenario} | ${r.c} | ${fmt(r.server.rps, 0)} | ${fmt(r.server.p50)} | ${fmt(r.server.p95)} | ${r.server.errors} |`);
  }
  console.log('\n| backend | storage and realtime | req/s | p50 ms | p95 ms | compared with |');
  console.log('|---|---|---|---|---|---|');
  for (const e of extras) {
    console.log(`| ${e.backend} | ${e.measure} | ${e.rps === undefined ? '-' : fmt(e.rps, 0)} | ${fmt(e.p50)} | ${fmt(e.p95)} | ${e.versus ?? '-'} |`);
  }
}

await main();
