// npm run bench:journey — the data of 'Para ti' (issue 17) on supabase-local (PGlite) with
// seed:scale's volumes. Prints figures; asserts nothing. A fresh student of Valencia (a degree
// taught there, a budget, looking for a flatmate, three saved searches and a chat) asks for what
// mf_account's widget asks, through the widget's own data functions and the page's one client,
// as the browser sends it: the five cards at once. Per card and for the whole fragment (from the
// first request to the last answer): p50/p95 over sequential rounds. Aim: whole fragment ≤ 150 ms.
// Usage: tsx scripts/bench-journey.mts [--accommodations 20000] [--profiles 20000]
//          [--events 20000] [--rounds 40]
// Port: BENCH_SUPABASE_PORT (default 54691).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createKeys } from '@univida/supabase-local/keys';
import { createServer } from 'vite';
import WebSocket from 'ws';
import { startBackend } from './lib/backend.mjs';
import { buildStale } from './lib/build.mjs';
import { percentile } from './lib/percentile.mjs';
import { prepareScaledData } from './lib/scale-data.mjs';

const { values: args } = parseArgs({
  options: {
    accommodations: { type: 'string', default: '20000' },
    profiles: { type: 'string', default: '20000' },
    events: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '40' },
  },
});
const ROUNDS = Number(args.rounds);
const WARMUP = 5;
const port = Number(process.env.BENCH_SUPABASE_PORT ?? 54691);
const JWT_SECRET = 'bench-journey-secret-at-least-32-characters-long';
const { anonKey } = createKeys(JWT_SECRET);
const CITY = 'Valencia';

const ms = (value: number) => `${value.toFixed(1)} ms`;

// The widget's modules as mf_account bundles them: Vite's SSR loader gives them the page's one
// shared-auth (one Supabase client) and the bundler's module interop (styled-components, which
// shared-auth's and shared-query's roots reach, is CommonJS to Node).
// First: Vite's dev server below sets NODE_ENV=development, which builds must not inherit.
await buildStale();

// supabase-js builds its realtime client on the page's WebSocket, which Node 20 lacks.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
const vite = await createServer({
  root: new URL('../mf-account', import.meta.url).pathname,
  configFile: false,
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
const load = (id: string) => vite.ssrLoadModule(id);
const { getSupabase, initSupabase, loadSupabase } = await load('@univida/shared-auth');
const { getCityEvents } = await load('/src/features/for-you/api/city-events.ts');
const { getRoomsForYou } = await load('/src/features/for-you/api/rooms-for-you.ts');
const { getBestFlatmates } = await load('/src/features/for-you/api/best-flatmates.ts');
const { getConversations } = await load('/src/features/for-you/api/conversations.ts');
const { getSavedSearches } = await load(
  new URL('../shared-journey/src/saved-searches/get-saved-searches.ts', import.meta.url).pathname,
);

const scale = {
  accommodations: Number(args.accommodations),
  profiles: Number(args.profiles),
  events: Number(args.events),
};
console.log(`Preparing a database with the seed and ${JSON.stringify(scale)} extra rows…`);
const dataDir = await prepareScaledData({ port, label: 'journey', scale });
const backend = await startBackend({ port, dataDir, env: { JWT_SECRET, RATE_LIMIT: 'off' } });
try {
  initSupabase({ supabaseUrl: `http://127.0.0.1:${port}`, supabaseAnonKey: anonKey });
  const supabase = await loadSupabase();
  const { data: degree, error: degreeError } = await supabase
    .from('cut_off_scores')
    .select('career')
    .eq('city', CITY)
    .limit(1)
    .single();
  if (degreeError) throw degreeError;
  const email = `bench-journey-${Date.now()}@bench.univida.es`;
  const signUp = await supabase.auth.signUp({
    email,
    password: 'Bench-Journey-2026',
    options: {
      data: {
        full_name: 'Bea Bench',
        user_type: 'student',
        city: CITY,
        career: degree.career,
        budget: 450,
        isLookingForRoommate: true,
      },
    },
  });
  if (signUp.error || !signUp.data.user) throw signUp.error ?? new Error('no user');
  const userId = signUp.data.user.id;
  const saved = await supabase.from('saved_searches').insert([
    { kind: 'accommodations', name: 'Pisos', query: '', filters: { city: CITY, maxPrice: 450 } },
    { kind: 'roommates', name: 'Compis', query: '', filters: { city: CITY, hobbies: ['Deporte'] } },
    { kind: 'events', name: 'Planes', query: '', filters: { city: CITY } },
  ]);
  if (saved.error) throw saved.error;
  const { data: other } = await supabase
    .from('profiles')
    .select('id')
    .eq('user_type', 'student')
    .neq('id', userId)
    .limit(1)
    .single();
  const chat = await supabase.rpc('start_conversation', { p_other_user_id: other!.id });
  if (chat.error) throw chat.error;

  // The student's cards, as the widget starts them: all at once (rooms asks for the university first).
  const student = { city: CITY, career: degree.career, budget: 450 };
  const cards: Record<string, () => Promise<unknown>> = {
    'Planes (events)': () => getCityEvents(CITY),
    'Habitaciones (university, then rooms)': () => getRoomsForYou(student),
    'Compañeros (search_roommates, 3)': () => getBestFlatmates(CITY),
    'Chats (get_user_conversations_with_details)': () => getConversations(userId),
    'Búsquedas (saved_searches + new counts)': () => getSavedSearches(),
  };
  const times: Record<string, number[]> = Object.fromEntries(
    Object.keys(cards).map((name) => [name, []]),
  );
  const whole: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const started = performance.now();
    await Promise.all(
      Object.entries(cards).map(async ([name, load]) => {
        const t0 = performance.now();
        await load();
        if (round >= WARMUP) times[name]!.push(performance.now() - t0);
      }),
    );
    if (round >= WARMUP) whole.push(performance.now() - started);
  }

  console.log(
    `\n'Para ti' data for a student (${ROUNDS} rounds after ${WARMUP} warm-up, the five cards at once)`,
  );
  console.log(`${'request'.padEnd(46)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
  for (const [name, values] of Object.entries(times))
    console.log(
      `${name.padEnd(46)} ${ms(percentile(values, 50)).padStart(10)} ${ms(percentile(values, 95)).padStart(10)}`,
    );
  console.log(
    `${'whole fragment (aim ≤ 150 ms)'.padEnd(46)} ${ms(percentile(whole, 50)).padStart(10)} ${ms(percentile(whole, 95)).padStart(10)}`,
  );
  getSupabase().auth.stopAutoRefresh();
} finally {
  await vite.close();
  await backend.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
