import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { createKeys } from './src/keys.ts';
const { anonKey, serviceRoleKey } = createKeys('super-secret-jwt-token-with-at-least-32-characters-long');
const dir = fs.mkdtempSync('/tmp/h2/prof-');
fs.mkdirSync('/tmp/h2/prof', { recursive: true });
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/h2/prof', 'dist/main.js'], { env: { ...process.env, DATA_DIR: dir, SUPABASE_PORT: '54388', RATE_LIMIT: 'off' }, stdio: ['ignore', 'pipe', 'inherit'] });
let out = ''; child.stdout!.on('data', (c) => (out += c));
while (!out.includes('ready')) await new Promise((r) => setTimeout(r, 100));
const url = 'http://127.0.0.1:54388';
const signup = await (await fetch(url + '/auth/v1/signup', { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'p@x.es', password: 'Password123!', data: { user_type: 'owner' } }) })).json();
const acc = await (await fetch(url + '/rest/v1/accommodations?select=id', { method: 'POST', headers: { apikey: anonKey, authorization: 'Bearer ' + signup.access_token, 'content-type': 'application/json', prefer: 'return=representation' }, body: JSON.stringify({ name: 'x', address: 'y', city: 'Valencia', accommodation_type: 'piso', price_per_room: 1, total_rooms: 1, available_rooms: 1, owner_id: signup.user.id }) })).json();
const path = `/rest/v1/accommodations?select=*,owner:profiles(id,full_name,profile_picture_url)&id=eq.${acc[0].id}`;
for (const c of [1, 16]) {
  const r = await autocannon({ url: url + path, connections: c, duration: 5, headers: { apikey: anonKey, authorization: 'Bearer ' + signup.access_token, accept: 'application/vnd.pgrst.object+json' } });
  console.log(c, r.requests.average, r.latency.p50, r.latency.p97_5, r.non2xx);
}
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
