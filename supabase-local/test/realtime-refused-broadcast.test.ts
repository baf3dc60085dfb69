// A broadcast sent over the WebSocket on a private channel the sender may read but RLS does not
// let it write (test/project: `user:<id>` is readable by that user, writable by nobody), through
// supabase-js on PGlite and PostgreSQL 15: no subscriber receives it, the sender included, and
// with ack Realtime answers nothing, so supabase-js resolves 'timed out'.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';
import { inbox, joined } from './support/realtime.js';

describe.each<BackendKind>(['pglite', 'postgres'])('refused Realtime broadcast on %s', (kind) => {
  let backend: TestBackend;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
  });
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await backend?.stop();
  });

  it('delivers a broadcast RLS does not let the sender write to nobody, and leaves an ack unanswered', async () => {
    const ana = await signUpUser(backend, {}, 'rt-refused');
    const topic = `user:${ana.user.id}`;
    // The same user on two connections: both may read the topic, neither may write it.
    const [sending, listening] = [ana.client, backend.client()];
    clients.push(sending, listening);
    for (const client of clients) await client.realtime.setAuth(ana.session.access_token);
    const withAck = sending.channel(topic, {
      config: { private: true, broadcast: { ack: true, self: true } },
    });
    const selfHears = inbox(withAck, 'wave');
    expect(await joined(withAck)).toBe('SUBSCRIBED');
    const listener = listening.channel(topic, { config: { private: true } });
    const hears = inbox(listener, 'wave');
    expect(await joined(listener)).toBe('SUBSCRIBED');

    expect(
      await withAck.send(
        { type: 'broadcast', event: 'wave', payload: { n: 1 } },
        { timeout: 1500 },
      ),
    ).toBe('timed out');
    // Without ack supabase-js does not wait for the server: 'ok' says only that it was sent.
    const noAck = backend.client();
    clients.push(noAck);
    await noAck.realtime.setAuth(ana.session.access_token);
    const plain = noAck.channel(topic, { config: { private: true } });
    expect(await joined(plain)).toBe('SUBSCRIBED');
    expect(await plain.send({ type: 'broadcast', event: 'wave', payload: { n: 2 } })).toBe('ok');

    // What the server sends on the topic afterwards still arrives: the channels are alive.
    await backend.db.query(`select realtime.send('{"n":3}'::jsonb, 'wave', $1, true)`, [topic]);
    expect(await hears.until(1)).toEqual([{ n: 3 }]);
    expect(await selfHears.until(1)).toEqual([{ n: 3 }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hears.got).toEqual([{ n: 3 }]);
    expect(selfHears.got).toEqual([{ n: 3 }]);
  });
});
