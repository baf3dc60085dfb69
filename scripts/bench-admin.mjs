// Benchmark of the admin dashboard's Usuarios search (issue 14), on PGlite: the request the tab
// sends (rpc/admin_search_users, one page of 20 with the total) against 20,000 extra profiles
// from seed:scale, timed from the client over HTTP. Prints figures only; nothing here passes or
// fails. mf-admin's first-visit bytes are in `npm run bench:bundle` (row mf_admin).
// Usage: node scripts/bench-admin.mjs [--profiles 20000] [--rounds 20] [--json]
// Port: BENCH_SUPABASE_PORT (default 54671).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { adminAccount, testAdminEnv } from './lib/accounts.mjs';
import { startBackend } from './lib/backend.mjs';
import { buildStale } from './lib/build.mjs';
import { prepareScaledData } from './lib/scale-data.mjs';
import { percentile } from './lib/percentile.mjs';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
  },
});
const port = Number(process.env.BENCH_SUPABASE_PORT ?? 54671);
const rounds = Number(args.rounds);
const log = (line) => {
  if (!args.json) console.log(line);
};

/** What an admin does in the tab: open it, search by name and by email part, sort, page on. */
const CASES = {
  'open (newest first)': {},
  'name "garcía"': { p_search: 'garcía' },
  'email part "-1234@SCALE"': { p_search: '-1234@SCALE' },
  'no match': { p_search: 'zzzz-nadie' },
  'sort by name, page 50': { p_sort: 'full_name', p_ascending: true, p_offset: 980 },
  'sort by email desc': { p_sort: 'email', p_ascending: false },
};

await buildStale({ log });
const env = testAdminEnv();
const dataDir = await prepareScaledData({
  port,
  label: 'admin',
  scale: { profiles: Number(args.profiles) },
  quiet: args.json,
  env,
});
const backend = await startBackend({ port, dataDir, env });

try {
  const admin = adminAccount();
  const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = await signIn.json();

  const search = async (body) => {
    const started = performance.now();
    const response = await fetch(`${backend.url}/rest/v1/rpc/admin_search_users`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_limit: 20, ...body }),
    });
    const rows = await response.json();
    const ms = performance.now() - started;
    if (!response.ok)
      throw new Error(`search ${JSON.stringify(body)}: ${response.status} ${JSON.stringify(rows)}`);
    return { ms, total: rows[0]?.total_count ?? 0 };
  };

  const totalProfiles = (await search({})).total;
  for (const body of Object.values(CASES)) await search(body); // warm-up: plans and caches
  const all = [];
  const perCase = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, body] of Object.entries(CASES)) {
      const { ms, total } = await search(body);
      all.push(ms);
      (perCase[name] ??= { times: [], matches: total }).times.push(ms);
    }
  }
  const figures = {
    profiles: totalProfiles,
    requests: all.length,
    p50: Math.round(percentile(all, 50) * 10) / 10,
    p95: Math.round(percentile(all, 95) * 10) / 10,
    cases: Object.fromEntries(
      Object.entries(perCase).map(([name, { times, matches }]) => [
        name,
        {
          matches,
          p50: Math.round(percentile(times, 50) * 10) / 10,
          p95: Math.round(percentile(times, 95) * 10) / 10,
        },
      ]),
    ),
  };
  if (args.json) console.log(JSON.stringify(figures));
  else {
    log(
      `\nUsuarios search (rpc/admin_search_users) on PGlite, ${figures.profiles} profiles, ${figures.requests} requests`,
    );
    log(`  all requests     p50 ${figures.p50} ms   p95 ${figures.p95} ms`);
    for (const [name, value] of Object.entries(figures.cases)) {
      log(
        `  ${name.padEnd(32)} p50 ${String(value.p50).padStart(6)} ms   p95 ${String(value.p95).padStart(6)} ms   (${value.matches} matches)`,
      );
    }
  }
} finally {
  await backend.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
