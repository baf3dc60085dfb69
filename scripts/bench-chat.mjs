// npm run bench:chat — live chat and RoomieMatch under load on supabase-local (PGlite), with
// seed:scale's 20,000 profiles. Prints figures; asserts nothing.
//   1. RoomieMatch: the list request (search_roommates, sorted by compatibility and paged in the
//      database) as the page sends it — p50/p95 as a student and as a visitor, with and without
//      filters, and a deep page.
//   2. Realtime: 200 subscribers (one socket each, like 200 browsers) on the private channels of
//      100 conversations, bound as shared-chat binds them (postgres_changes INSERT on messages,
//      filtered by conversation); messages inserted through REST by the participants at a steady
//      rate: delivered / expected (every message reaches both participants), p50/p95/p99 from the
//      start of the insert request to the delivery, and the server's resident memory.
// Usage: node scripts/bench-chat.mjs [--profiles 20000] [--conversations 100] [--seconds 30]
//          [--rate 20] [--list-requests 40]
// Port: BENCH_SUPABASE_PORT (default 54681).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { createKeys, signJwt } from '@univida/supabase-local/keys';
import WebSocket from 'ws';
import { startBackend } from './lib/backend.mjs';
import { buildStale } from './lib/build.mjs';
import { prepareScaledData } from './lib/scale-data.mjs';
import { percentile } from './lib/percentile.mjs';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '20000' },
    conversations: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    rate: { type: 'string', default: '20' },
    'list-requests': { type: 'string', default: '40' },
  },
});
const PROFILES = Number(args.profiles);
const CONVERSATIONS = Number(args.conversations);
const SUBSCRIBERS = CONVERSATIONS * 2;
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const LIST_REQUESTS = Number(args['list-requests']);
const LIST_WARMUP = 5;
/** Deliveries still in flight when sending stops get this long to arrive. */
const GRACE_MS = 10_000;
const PAGE_SIZE = 12; // mf-housing's RoomieMatch page
const port = Number(process.env.BENCH_SUPABASE_PORT ?? 54681);
const JWT_SECRET = 'bench-chat-secret-at-least-32-characters-long';
const { anonKey, serviceRoleKey } = createKeys(JWT_SECRET);

const ms = (value) => `${value.toFixed(1)} ms`;
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));

/** A signed access token for `sub`, as Auth would issue it (the bench knows the server's secret). */
const tokenFor = (sub) =>
  signJwt(
    { sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
    JWT_SECRET,
  );

function api(url, path, { token = anonKey, method = 'GET', body, prefer } = {}) {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(prefer ? { prefer } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json(responsePromise) {
  const response = await responsePromise;
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** VmRSS of a process in MiB, from /proc (Linux). */
function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function benchList(url, student) {
  const cases = [
    ['student, page 1 (sorted by compatibility)', student, {}],
    [
      'student, hobbies + budget + lifestyle',
      student,
      { p_hobbies: ['Deportes'], p_max_budget: 800, p_early_bird: 5 },
    ],
    ['student, Match perfecto', student, { p_perfect_match: true }],
    ['student, page 100', student, { p_offset: 99 * PAGE_SIZE }],
    ['visitor, page 1 (no score)', anonKey, {}],
  ];
  const rows = [];
  for (const [label, token, filters] of cases) {
    const body = { p_limit: PAGE_SIZE, p_offset: 0, ...filters };
    const times = [];
    let total = 0;
    for (let i = 0; i < LIST_WARMUP + LIST_REQUESTS; i++) {
      const started = performance.now();
      const page = await json(
        api(url, '/rest/v1/rpc/search_roommates', { token, method: 'POST', body }),
      );
      if (i >= LIST_WARMUP) times.push(performance.now() - started);
      total = Number(page[0]?.total_count ?? 0);
    }
    rows.push({ label, total, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return rows;
}

/** Pairs of students, each pair with its conversation (start_conversation, as the app starts one). */
async function makeConversations(url) {
  const students = await json(
    api(url, `/rest/v1/profiles?select=id&user_type=eq.student&order=id&limit=${SUBSCRIBERS}`, {
      token: serviceRoleKey,
    }),
  );
  if (students.length < SUBSCRIBERS) throw new Error(`only ${students.length} students`);
  const pairs = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const [a, b] = [students[2 * i].id, students[2 * i + 1].id];
    const conversationId = await json(
      api(url, '/rest/v1/rpc/start_conversation', {
        token: tokenFor(a),
        method: 'POST',
        body: { p_other_user_id: b },
      }),
    );
    pairs.push({ conversationId, members: [a, b] });
  }
  return pairs;
}

/** One supabase-js client (its own socket) per participant, joined like shared-chat joins. */
async function subscribeAll(url, pairs, onDelivery) {
  const clients = [];
  const joins = [];
  for (const { conversationId, members } of pairs) {
    for (const userId of members) {
      const client = createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket },
      });
      clients.push(client);
      await client.realtime.setAuth(tokenFor(userId));
      const channel = client
        .channel(`conversation:${conversationId}`, { config: { private: true } })
        .on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'messages',
            filter: `conversation_id=eq.${conversationId}`,
          },
          (payload) => onDelivery(userId, payload.new),
        );
      joins.push(
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('join timed out')), 60_000);
          channel.subscribe((status, error) => {
            if (status === 'SUBSCRIBED') {
              clearTimeout(timer);
              resolve();
            } else if (status !== 'CLOSED') reject(error ?? new Error(status));
          });
        }),
      );
    }
  }
  await Promise.all(joins);
  return clients;
}

async function benchRealtime(url, pid) {
  const pairs = await makeConversations(url);
  const sentAt = new Map(); // content → when its insert request started
  const stored = new Set();
  const deliveries = new Map(); // `${content}|${userId}` → count
  const latencies = [];
  let insertErrors = 0;
  const insertTimes = [];
  const onDelivery = (userId, row) => {
    const key = `${row.content}|${userId}`;
    const seen = deliveries.get(key) ?? 0;
    deliveries.set(key, seen + 1);
    const started = sentAt.get(row.content);
    if (seen === 0 && started !== undefined) latencies.push(performance.now() - started);
  };

  const rssIdle = rssMiB(pid);
  const joinStarted = performance.now();
  const clients = await subscribeAll(url, pairs, onDelivery);
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  const rssJoined = rssMiB(pid);
  let rssPeak = rssJoined;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(pid))), 500);

  const total = Math.round(SECONDS * RATE);
  const inserts = [];
  const started = performance.now();
  for (let seq = 0; seq < total; seq++) {
    // A steady schedule: message n leaves at n / rate seconds, however long earlier ones take.
    const due = started + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { conversationId, members } = pairs[seq % pairs.length];
    const sender = members[Math.floor(seq / pairs.length) % 2];
    const content = `bench ${seq}`;
    const requestStarted = performance.now();
    sentAt.set(content, requestStarted);
    inserts.push(
      api(url, '/rest/v1/messages', {
        token: tokenFor(sender),
        method: 'POST',
        prefer: 'return=minimal',
        body: { conversation_id: conversationId, sender_id: sender, content },
      }).then(
        (response) => {
          insertTimes.push(performance.now() - requestStarted);
          if (response.ok) stored.add(content);
          else insertErrors++;
        },
        () => insertErrors++,
      ),
    );
  }
  await Promise.all(inserts);
  const expected = stored.size * 2;
  const graceEnd = performance.now() + GRACE_MS;
  const delivered = () =>
    [...deliveries.keys()].filter((key) => stored.has(key.split('|')[0])).length;
  while (delivered() < expected && performance.now() < graceEnd) await sleep(100);
  clearInterval(sampler);
  const duplicates = [...deliveries.values()].filter((count) => count > 1).length;
  const result = {
    subscribers: clients.length,
    conversations: pairs.length,
    joinSeconds,
    sent: total,
    stored: stored.size,
    insertErrors,
    expected,
    delivered: delivered(),
    duplicates,
    latencies,
    insertTimes,
    rssIdle,
    rssJoined,
    rssPeak,
  };
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  return result;
}

await buildStale();
console.log(`Preparing a database with the seed and ${PROFILES} extra profiles…`);
const dataDir = await prepareScaledData({ port, label: 'chat', scale: { profiles: PROFILES } });
const backend = await startBackend({
  port,
  dataDir,
  // 200 browsers would come from 200 addresses; here they share one, past the per-address cap.
  env: { JWT_SECRET, RATE_LIMIT: 'off', REALTIME_MAX_SOCKETS_PER_IP: String(SUBSCRIBERS + 50) },
});
const url = `http://127.0.0.1:${port}`;
try {
  const [student] = await json(
    api(
      url,
      '/rest/v1/profiles?select=id&user_type=eq.student&is_looking_for_roommate=eq.true&limit=1',
      {
        token: serviceRoleKey,
      },
    ),
  );
  const list = await benchList(url, tokenFor(student.id));
  const live = await benchRealtime(url, backend.pid);

  console.log(
    `\nRoomieMatch list (search_roommates, ${PAGE_SIZE} per page, ${PROFILES} extra profiles, ${LIST_REQUESTS} sequential requests each)`,
  );
  console.log(
    `${'request'.padEnd(44)} ${'matches'.padStart(8)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`,
  );
  for (const row of list) {
    console.log(
      `${row.label.padEnd(44)} ${String(row.total).padStart(8)} ${ms(row.p50).padStart(10)} ${ms(row.p95).padStart(10)}`,
    );
  }
  console.log(
    `\nRealtime: ${live.subscribers} subscribers on ${live.conversations} private conversation channels (joined in ${live.joinSeconds.toFixed(1)} s)`,
  );
  console.log(
    `messages: ${live.sent} sent at ${RATE}/s for ${SECONDS} s, ${live.stored} stored, ${live.insertErrors} insert errors`,
  );
  console.log(
    `delivered / expected: ${live.delivered} / ${live.expected} (${((100 * live.delivered) / Math.max(1, live.expected)).toFixed(2)} %), ${live.duplicates} duplicated`,
  );
  console.log(
    `insert → delivery: p50 ${ms(percentile(live.latencies, 50))}, p95 ${ms(percentile(live.latencies, 95))}, p99 ${ms(percentile(live.latencies, 99))}, max ${ms(Math.max(...live.latencies))}`,
  );
  console.log(
    `insert request (REST): p50 ${ms(percentile(live.insertTimes, 50))}, p95 ${ms(percentile(live.insertTimes, 95))}`,
  );
  console.log(
    `server RSS: ${live.rssIdle.toFixed(0)} MiB idle, ${live.rssJoined.toFixed(0)} MiB with every subscriber joined, ${live.rssPeak.toFixed(0)} MiB peak while sending`,
  );
} finally {
  await backend.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
