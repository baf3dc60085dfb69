// Realtime through the whole server (startServer with the project's migrations), on PGlite and on
// PostgreSQL 15: conversation channels are private and authorised by the migration's RLS policies
// on realtime.messages, public channels carry postgres_changes but no broadcast or presence, and
// hostile frames are answered or closed while /health and REST keep answering.
import { connect } from 'node:net';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  signUpUser,
  startBackend,
  type BackendKind,
  type TestBackend,
} from '../../../test/support/backend.js';
import { Inbox, rawSocket } from './fixture.js';

type User = Awaited<ReturnType<typeof signUpUser>>;

/** The status line a raw WebSocket upgrade of `target` gets (fetch and ws would normalise it). */
function upgradeStatusLine(url: string, target: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    socket.once('data', (data) => {
      resolve(data.toString().split('\r\n')[0]!);
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

/** Subscribes and resolves with how the join ended (SUBSCRIBED, or the error's message). */
function joined(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(status);
      else if (status !== 'CLOSED') resolve(error?.message ?? status);
    });
  });
}

describe.each<BackendKind>(['pglite', 'postgres'])('Realtime of the whole server on %s', (kind) => {
  let backend: TestBackend;
  let ana: User;
  let bea: User;
  let carlos: User;
  let topic: string;
  const sockets: Array<{ ws: WebSocket }> = [];
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    backend = await startBackend(kind);
    [ana, bea, carlos] = await Promise.all([
      signUpUser(backend, { full_name: 'Ana' }, 'ana'),
      signUpUser(backend, { full_name: 'Bea' }, 'bea'),
      signUpUser(backend, { full_name: 'Carlos' }, 'carlos'),
    ]);
    const { data, error } = await ana.client.rpc('start_conversation', {
      p_other_user_id: bea.user.id,
    });
    if (error) throw error;
    const conversationId = data as string;
    topic = `conversation:${conversationId}`;
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
    await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
  });
  afterAll(async () => {
    await backend?.stop();
  });

  async function signedIn(user: User | null) {
    const client = user?.client ?? backend.client();
    if (user) await client.realtime.setAuth(user.session.access_token);
    clients.push(client);
    return client;
  }

  async function open() {
    const socket = await rawSocket(backend, '1.0.0', backend.anonKey);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.ws.on('error', () => undefined); // a reset after the close frame is expected
    sockets.push(socket);
    return { ...socket, closed };
  }

  /** /health and a REST read still answer, each within a second. */
  async function expectAlive() {
    const health = await fetch(`${backend.url}/health`, { signal: AbortSignal.timeout(1000) });
    expect(health.status).toBe(200);
    const { error } = await backend
      .client()
      .from('cut_off_scores')
      .select('id')
      .limit(1)
      .abortSignal(AbortSignal.timeout(1000));
    expect(error).toBeNull();
  }

  describe('private conversation channels', () => {
    it('refuses anon and a non-participant, and admits a participant', async () => {
      const refusal = `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
      const anon = await signedIn(null);
      expect(await joined(anon.channel(topic, { config: { private: true } }))).toBe(refusal);
      const outsider = await signedIn(carlos);
      expect(await joined(outsider.channel(topic, { config: { private: true } }))).toBe(refusal);
      const participant = await signedIn(ana);
      expect(await joined(participant.channel(topic, { config: { private: true } }))).toBe(
        'SUBSCRIBED',
      );
    });

    it('refuses a private channel on a topic that is not a conversation uuid', async () => {
      const client = await signedIn(ana);
      for (const name of ['conversation:not-a-uuid', 'conversation:', 'lobby'])
        expect(await joined(client.channel(name, { config: { private: true } }))).toMatch(
          /^Unauthorized: /,
        );
    });

    it('round-trips broadcast and presence between two participants', async () => {
      const [anaClient, beaClient] = await Promise.all([signedIn(ana), signedIn(bea)]);
      const received = new Inbox<unknown>();
      const synced = new Inbox<unknown>();
      const sender = anaClient.channel(topic, {
        config: { private: true, broadcast: { ack: true }, presence: { key: 'ana' } },
      });
      const receiver = beaClient
        .channel(topic, { config: { private: true, presence: { key: 'bea' } } })
        .on('broadcast', { event: 'typing' }, received.push)
        .on('presence', { event: 'sync' }, () => synced.push(null));
      expect(await Promise.all([joined(sender), joined(receiver)])).toEqual([
        'SUBSCRIBED',
        'SUBSCRIBED',
      ]);
      expect(
        await sender.send({ type: 'broadcast', event: 'typing', payload: { texto: 'hola' } }),
      ).toBe('ok');
      const [message] = await received.until((items) => items.length === 1);
      expect(message).toMatchObject({ event: 'typing', payload: { texto: 'hola' } });
      expect(await sender.track({ online: true })).toBe('ok');
      await synced.until(() => 'ana' in receiver.presenceState());
    });
  });

  describe('a private channel whose token changes', () => {
    it("ends when the new token's user may no longer read it", async () => {
      const socket = await open();
      const join = await socket.push(
        `realtime:${topic}`,
        'phx_join',
        { config: { private: true }, access_token: ana.session.access_token },
        '1',
      );
      expect(join.payload.status).toBe('ok');
      socket.ws.send(
        JSON.stringify({
          join_ref: '1',
          ref: '2',
          topic: `realtime:${topic}`,
          event: 'access_token',
          payload: { access_token: carlos.session.access_token },
        }),
      );
      const frames = await socket.inbox.until((all) => all.some((f) => f.event === 'phx_close'));
      expect(frames.find((f) => f.event === 'system')!.payload).toEqual({
        status: 'error',
        message: `You no longer have permission to read from this Channel topic: ${topic}`,
        extension: 'system',
        channel: topic,
      });
    });
  });

  describe('public channels', () => {
    it('refuses broadcast and presence (private-only), but keeps postgres_changes', async () => {
      const client = await signedIn(ana);
      const refusal = 'PrivateOnly: This project only allows private channels';
      const withPresence = client
        .channel('lobby-presence')
        .on('presence', { event: 'sync' }, () => undefined);
      expect(await joined(withPresence)).toBe(refusal);

      const listener = await signedIn(bea);
      const heard = new Inbox<unknown>();
      const inbound = listener.channel('lobby').on('broadcast', { event: 'x' }, heard.push);
      const outbound = client.channel('lobby', { config: { broadcast: { ack: true } } });
      expect(await Promise.all([joined(inbound), joined(outbound)])).toEqual([
        'SUBSCRIBED',
        'SUBSCRIBED',
      ]);
      expect(await outbound.send({ type: 'broadcast', event: 'x', payload: {} })).toBe('error');

      const changes = new Inbox<Record<string, unknown>>();
      const conversationId = topic.slice('conversation:'.length);
      const watcher = listener.channel('messages-public').on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'messages',
          filter: `conversation_id=eq.${conversationId}`,
        },
        (payload) => changes.push(payload.new),
      );
      expect(await joined(watcher)).toBe('SUBSCRIBED');
      const sent = await ana.client
        .from('messages')
        .insert({ conversation_id: conversationId, sender_id: ana.user.id, content: 'público' });
      expect(sent.error).toBeNull();
      await changes.until((items) => items.some((m) => m.content === 'público'));
      expect(heard.items).toEqual([]);
    });
  });

  describe('hostile frames', () => {
    it('refuses an upgrade whose target is no URL (//) with 400 and keeps serving', async () => {
      expect(await upgradeStatusLine(backend.url, '//')).toBe('HTTP/1.1 400 Bad Request');
      await expectAlive();
    });

    it('closes a 2 MB frame with 1009 and keeps serving', async () => {
      const socket = await open();
      socket.ws.send(JSON.stringify({ topic: 'phoenix', pad: 'x'.repeat(2 * 1024 * 1024) }));
      expect((await socket.closed).code).toBe(1009);
      await expectAlive();
    });

    it('closes invalid UTF-8 and frames that are not JSON with 1007, binary garbage with 1003', async () => {
      for (const [data, binary, code] of [
        [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), false, 1007],
        [Buffer.from('{"topic": "phoenix", "event": '), false, 1007],
        [Buffer.from([9, 9, 9]), true, 1003],
      ] as const) {
        const socket = await open();
        socket.ws.send(data, { binary });
        expect((await socket.closed).code).toBe(code);
      }
      await expectAlive();
    });

    it('answers unknown events, unknown topics and over-long topics with an error reply', async () => {
      const socket = await open();
      expect((await socket.push('realtime:room', 'phx_join', { config: {} }, '1')).payload).toEqual(
        { status: 'ok', response: {} },
      );
      expect((await socket.push('realtime:room', 'explode', {}, '1')).payload).toEqual({
        status: 'error',
        response: { reason: 'unknown event explode' },
      });
      expect((await socket.push('realtime:elsewhere', 'broadcast', {})).payload).toEqual({
        status: 'error',
        response: { reason: 'unmatched topic' },
      });
      const long = await socket.push(`realtime:${'t'.repeat(300)}`, 'phx_join', {}, '2');
      expect(long.payload.response.reason).toMatch(/^TopicNameTooLong/);
      await expectAlive();
    });

    it('refuses the 101st channel of a socket', async () => {
      const socket = await open();
      for (let i = 0; i < 100; i++)
        expect(
          (await socket.push(`realtime:c${i}`, 'phx_join', {}, String(i))).payload.status,
        ).toBe('ok');
      expect((await socket.push('realtime:c100', 'phx_join', {}, '100')).payload).toEqual({
        status: 'error',
        response: { reason: 'ChannelRateLimitReached: Too many channels' },
      });
      await expectAlive();
    });

    it('refuses more than 100 postgres_changes subscriptions on one socket', async () => {
      const socket = await open();
      const spec = { event: 'INSERT', schema: 'public', table: 'messages' };
      const many = (n: number) => ({
        config: { postgres_changes: Array.from({ length: n }, () => spec) },
      });
      expect((await socket.push('realtime:a', 'phx_join', many(60), '1')).payload.status).toBe(
        'ok',
      );
      expect((await socket.push('realtime:b', 'phx_join', many(41), '2')).payload).toEqual({
        status: 'error',
        response: {
          reason: 'TooManyBindings: A socket may hold at most 100 postgres_changes subscriptions',
        },
      });
      await expectAlive();
    });

    it('closes a socket past 200 frames a second with 1008', async () => {
      const socket = await open();
      for (let i = 0; i < 1000; i++)
        socket.ws.send(
          JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: i }),
        );
      expect(await socket.closed).toEqual({ code: 1008, reason: 'Too many messages per second' });
      await expectAlive();
    });

    it('answers the 101st socket of one address with 429, and frees slots on close', async () => {
      // supabase-js clients of other cases may hold a few of this address's slots too.
      const held: Awaited<ReturnType<typeof open>>[] = [];
      let refusal: unknown;
      while (!refusal && held.length <= 100)
        await open().then(
          (s) => held.push(s),
          (e) => (refusal = e),
        );
      expect(String(refusal)).toMatch(/429/);
      expect(held.length).toBeGreaterThan(90);
      for (const socket of held) socket.ws.close();
      await Promise.all(held.map((socket) => socket.closed));
      expect((await open()).ws.readyState).toBe(WebSocket.OPEN);
      await expectAlive();
    });
  });
});
