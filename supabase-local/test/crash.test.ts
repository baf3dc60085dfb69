// Crash safety: the built server on PGlite is SIGKILLed in the middle of writes, then restarted on
// the same data directory. The stale lock is taken over and every acknowledged write is there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_JWT_SECRET } from '../src/config.js';
import { createKeys } from '../src/keys.js';
import { buildDist, freePort, spawnCli, waitReady, type Child } from './support/cli.js';
import { nodeClient } from './support/client.js';
import { PNG_1X1 } from './support/images.js';

const { anonKey, serviceRoleKey } = createKeys(DEV_JWT_SECRET);

function spawnServer(dataDir: string, port: number): Child {
  return spawnCli({ DATA_DIR: dataDir, SUPABASE_PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT: 'off', JWT_SECRET: DEV_JWT_SECRET });
}

describe('crash safety on PGlite', () => {
  let dataDir: string;
  let port: number;
  let url: string;
  const children: Child[] = [];

  beforeAll(async () => {
    buildDist();
    dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-crash-'));
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null) {
        child.process.kill('SIGKILL');
        await child.exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across a SIGKILL and recovers the stale lock', { timeout: 240_000 }, async () => {
    const first = spawnServer(dataDir, port);
    children.push(first);
    await waitReady(first, url);

    // A second server never opens a directory in use.
    const intruder = spawnServer(dataDir, await freePort());
    children.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('in use');

    const client = nodeClient(url, anonKey);
    const email = `crash-${Date.now()}@test.univida.es`;
    const { data: signUp, error } = await client.auth.signUp({ email, password: 'Password123!' });
    expect(error).toBeNull();
    const userId = signUp.user!.id;

    const acknowledged: string[] = [];
    const uploaded: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const title = `crash-${lane}-${i}`;
        const result = await client
          .from('events')
          .insert({
            creator_id: userId,
            title,
            description: 'x',
            category: 'Fiestas',
            event_date: new Date(Date.now() + 86400_000).toISOString(),
            duration_hours: 1,
            location_name: 'Aula',
            city: 'Valencia',
            capacity: 2,
            registration_deadline: new Date().toISOString(),
          })
          .then((r) => r, () => ({ error: new Error('connection lost') }));
        if (result.error) return;
        acknowledged.push(title);
      }
    };
    const uploader = async () => {
      for (let i = 0; !stop; i++) {
        const name = `${userId}-${i}.png`;
        const result = await client.storage
          .from('leisure_suggestions_images')
          .upload(name, new Blob([PNG_1X1], { type: 'image/png' }))
          .then((r) => r, () => ({ error: new Error('connection lost') }));
        if (result.error) return;
        uploaded.push(name);
      }
    };
    const lanes = [writer(0), writer(1), writer(2), uploader()];
    // Kill only once both kinds of write have been acknowledged, so the checks below check something.
    while (acknowledged.length < 60 || uploaded.length < 5) await new Promise((r) => setTimeout(r, 20));
    first.process.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(lanes);
    expect(readFileSync(path.join(dataDir, 'supabase-local.lock'), 'utf8')).toBe(String(first.process.pid));

    const second = spawnServer(dataDir, port);
    children.push(second);
    await waitReady(second, url);
    expect(readFileSync(path.join(dataDir, 'supabase-local.lock'), 'utf8')).toBe(String(second.process.pid));

    const service = nodeClient(url, serviceRoleKey);
    const { data: events, error: readError } = await service.from('events').select('title, conversation_id').eq('creator_id', userId);
    expect(readError).toBeNull();
    const titles = new Set(events!.map((e) => e.title));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    for (const title of acknowledged) expect(titles.has(title)).toBe(true);
    // At most the three writes in flight at the kill went through unacknowledged.
    expect(events!.length).toBeLessThanOrEqual(acknowledged.length + 3);
    // Each event and the conversation its trigger created committed together.
    const conversationIds = events!.map((e) => e.conversation_id as string);
    expect(conversationIds.every(Boolean)).toBe(true);
    const { count } = await service.from('conversations').select('*', { count: 'exact', head: true }).in('id', conversationIds);
    expect(count).toBe(events!.length);

    expect(uploaded.length).toBeGreaterThanOrEqual(5);
    for (const name of uploaded) {
      const response = await fetch(`${url}/storage/v1/object/public/leisure_suggestions_images/${name}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    }

    // Still writable, and the old session still works (its rows survived too).
    const signIn = await client.auth.signInWithPassword({ email, password: 'Password123!' });
    expect(signIn.error).toBeNull();
    const after = await client.from('events').select('id').eq('creator_id', userId);
    expect(after.data!.length).toBe(events!.length);

    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
