// Realtime broadcast and presence on private channels authorised by RLS on realtime.messages,
// and broadcast sent from SQL (realtime.send) and over HTTP, through supabase-js on the chat
// project (test/project) on PGlite and PostgreSQL 15.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';
import { inbox, joined } from './support/realtime.js';

type User = Awaited<ReturnType<typeof signUpUser>>;

async function privateChannel(client: SupabaseClient, user: User, topic: string, config: Record<string, unknown> = {}) {
  await client.realtime.setAuth(user.session.access_token);
  return client.channel(topic, { config: { private: true, ...config } });
}

describe.each<BackendKind>(['pglite', 'postgres'])('Realtime broadcast on %s', (kind) => {
  let backend: TestBackend;
  let ana: User;
  let ben: User;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
    ana = await signUpUser(backend, {}, 'rt-ana');
    ben = await signUpUser(backend, {}, 'rt-ben');
  });
  // supabase-js hands back the channel it already has for a topic: each test starts with none.
  afterEach(async () => {
    for (const client of [ana.client, ben.client, ...clients]) await client.removeAllChannels();
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('admits to private channels only what RLS on realtime.messages lets the user read', async () => {
    const own = await privateChannel(ana.client, ana, `user:${ana.user.id}`);
    expect(await joined(own)).toBe('SUBSCRIBED');
    const others = await privateChannel(ben.client, ben, `user:${ana.user.id}`);
    expect(await joined(others)).toMatch(/^CHANNEL_ERROR: .*Unauthorized: You do not have permissions to read from this Channel topic: user:/);
  });

  it('broadcasts with self and ack, and tracks presence, on a private channel', async () => {
    const anaLobby = await privateChannel(ana.client, ana, 'room:lobby', { broadcast: { self: true, ack: true }, presence: { key: 'ana' } });
    const anaHears = inbox(anaLobby, 'wave');
    // supabase-js turns presence on for a channel that listens to it.
    anaLobby.on('presence', { event: 'sync' }, () => undefined);
    expect(await joined(anaLobby)).toBe('SUBSCRIBED');
    const benLobby = await privateChannel(ben.client, ben, 'room:lobby', { presence: { key: 'ben' } });
    const benHears = inbox(benLobby, 'wave');
    benLobby.on('presence', { event: 'sync' }, () => undefined);
    expect(await joined(benLobby)).toBe('SUBSCRIBED');

    expect(await anaLobby.send({ type: 'broadcast', event: 'wave', payload: { from: 'ana' } })).toBe('ok');
    expect(await anaHears.until(1)).toEqual([{ from: 'ana' }]);
    expect(await benHears.until(1)).toEqual([{ from: 'ana' }]);

    await anaLobby.track({ status: 'online' });
    await benLobby.track({ status: 'away' });
    const deadline = Date.now() + 10_000;
    while (Object.keys(anaLobby.presenceState()).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const state = anaLobby.presenceState<{ status: string }>();
    expect(Object.keys(state).sort()).toEqual(['ana', 'ben']);
    expect(state.ben?.[0]?.status).toBe('away');
  });

  it('delivers realtime.send from SQL on commit to the private channel of its topic', async () => {
    const own = await privateChannel(ana.client, ana, `user:${ana.user.id}`);
    const hears = inbox(own, 'notice');
    expect(await joined(own)).toBe('SUBSCRIBED');
    await backend.db.transaction(async (tx) => {
      await tx.query(`select realtime.send('{"text":"rolled back"}'::jsonb, 'notice', $1, true)`, [`user:${ana.user.id}`]);
      throw new Error('roll back');
    }).catch(() => undefined);
    await backend.db.query(`select realtime.send('{"text":"hola"}'::jsonb, 'notice', $1, true)`, [`user:${ana.user.id}`]);
    expect(await hears.until(1)).toEqual([{ text: 'hola' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hears.got).toEqual([{ text: 'hola' }]);
  });

  it('accepts broadcast over HTTP from whoever RLS lets send, and refuses the others', async () => {
    const listener = await privateChannel(ben.client, ben, 'room:lobby');
    const hears = inbox(listener, 'http');
    expect(await joined(listener)).toBe('SUBSCRIBED');

    const sender = backend.client();
    clients.push(sender);
    await sender.realtime.setAuth(ana.session.access_token);
    const viaHttp = sender.channel('room:lobby', { config: { private: true } });
    expect(await viaHttp.httpSend('http', { n: 1 })).toEqual({ success: true });
    const batch = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${ana.session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'room:lobby', event: 'http', payload: { n: 2 }, private: true }] }),
    });
    expect(batch.status).toBe(202);
    expect(await hears.until(2)).toEqual([{ n: 1 }, { n: 2 }]);

    const refused = backend.client();
    clients.push(refused);
    await refused.realtime.setAuth(ben.session.access_token);
    await expect(refused.channel(`user:${ana.user.id}`, { config: { private: true } }).httpSend('http', { n: 3 })).rejects.toThrow(
      'Forbidden',
    );
    const anonymous = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'room:lobby', event: 'http', payload: {}, private: true }] }),
    });
    expect(anonymous.status).toBe(403);
  });
});
