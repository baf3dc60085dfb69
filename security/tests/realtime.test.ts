// The Realtime socket as an attacker holding only the anon key (or an ordinary student account):
// hostile frames, floods and oversized messages must be answered or closed, never fatal to the
// one process that also serves Auth, REST and Storage; and a conversation's broadcast and presence
// are open only to its participants, on private channels authorised by RLS on realtime.messages.
import { connect as tcpConnect } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { expectAlive, signUp, type SignedUser } from '../support/attack.js';
import { stack } from '../support/stack-info.js';

interface Reply {
  ref: string | null;
  topic: string;
  event: string;
  payload: { status?: string; response?: { reason?: string } } & Record<string, unknown>;
}

/** A raw vsn 1.0.0 Phoenix socket: what it received, how it closed, and a push that awaits its reply. */
interface RawSocket {
  ws: WebSocket;
  frames: Reply[];
  closed: Promise<{ code: number; reason: string }>;
  push(topic: string, event: string, payload: object): Promise<Reply>;
}

const open: RawSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.ws.terminate();
});

const socketUrl = (apikey = stack().anonKey) =>
  `${stack().backendUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=1.0.0`;

async function connect(): Promise<RawSocket> {
  const ws = new WebSocket(socketUrl());
  const frames: Reply[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as Reply);
    for (const wake of waiters) wake();
  });
  // The server may close or reset the connection; that is a verdict, not a test failure.
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
  });
  let ref = 0;
  const socket: RawSocket = {
    ws,
    frames,
    closed,
    push(topic, event, payload) {
      const myRef = String(++ref);
      ws.send(JSON.stringify({ join_ref: myRef, ref: myRef, topic, event, payload }));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reply to ${event} within 5 s`)), 5000);
        const check = () => {
          const reply = frames.find((f) => f.ref === myRef);
          if (!reply) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(reply);
        };
        waiters.add(check);
        check();
      });
    },
  };
  open.push(socket);
  return socket;
}

/** Resolves with the close code, or 0 if the socket is still open after `ms`. */
const closeCode = (socket: RawSocket, ms = 5000) =>
  Promise.race([socket.closed.then((c) => c.code), new Promise<number>((resolve) => setTimeout(() => resolve(0), ms))]);

/** The status line a raw WebSocket upgrade of `target` gets (fetch and ws would normalise the target). */
function upgradeStatusLine(target: string): Promise<string> {
  const { hostname, port } = new URL(stack().backendUrl);
  return new Promise((resolve, reject) => {
    const socket = tcpConnect(Number(port), hostname, () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    socket.setTimeout(5000, () => reject(new Error('no answer within 5 s')));
    socket.once('data', (data) => {
      resolve(data.toString().split('\r\n')[0]!);
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

describe('realtime: hostile frames never take the server down', () => {
  it('realtime: a WebSocket upgrade to // (no URL at all) is answered 400 and the server lives', async () => {
    expect(await upgradeStatusLine('//')).toBe('HTTP/1.1 400 Bad Request');
    await expectAlive();
  });

  it('realtime: a 2 MB frame is closed with 1009 and the server lives', async () => {
    const socket = await connect();
    socket.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: { pad: 'x'.repeat(2 * 1024 * 1024) }, ref: '1' }));
    expect(await closeCode(socket)).toBe(1009);
    await expectAlive();
  });

  it('realtime: a text frame of invalid UTF-8 is closed with 1007 and the server lives', async () => {
    const socket = await connect();
    socket.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closeCode(socket)).toBe(1007);
    await expectAlive();
  });

  it('realtime: a frame that is not JSON is closed with 1007 and the server lives', async () => {
    const socket = await connect();
    socket.ws.send('{"topic": "phoenix", "event": ');
    expect(await closeCode(socket)).toBe(1007);
    await expectAlive();
  });

  it('realtime: 101 joins on one socket — the 101st is refused with ChannelRateLimitReached and the server lives', async () => {
    const socket = await connect();
    const replies = [];
    for (let i = 0; i < 101; i++) replies.push(await socket.push(`realtime:flood-${i}`, 'phx_join', { config: {} }));
    expect(replies.slice(0, 100).every((r) => r.payload.status === 'ok')).toBe(true);
    expect(replies[100]!.payload).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    await expectAlive();
  });

  it('realtime: 101 postgres_changes subscriptions on one socket (each write checked against all) — refused, and the server lives', async () => {
    const socket = await connect();
    const specs = Array.from({ length: 101 }, () => ({ event: '*', schema: 'public', table: 'messages', filter: 'content=like.%a%b%' }));
    const reply = await socket.push('realtime:bindings', 'phx_join', { config: { postgres_changes: specs } });
    expect(reply.payload).toEqual({
      status: 'error',
      response: { reason: 'TooManyBindings: A socket may hold at most 100 postgres_changes subscriptions' },
    });
    await expectAlive();
  });

  it('realtime: a burst of 1,000 heartbeats closes the socket with 1008 and the server lives', async () => {
    const socket = await connect();
    for (let i = 0; i < 1000; i++) socket.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: String(i) }));
    expect(await closeCode(socket)).toBe(1008);
    expect((await socket.closed).reason).toBe('Too many messages per second');
    await expectAlive();
  });

  it('realtime: the 101st socket from one address is refused with 429 and the server lives', async () => {
    // Sockets other cases' supabase-js clients still hold count against the same address.
    const sockets: RawSocket[] = [];
    let refusal: unknown;
    while (!refusal && sockets.length <= 100) await connect().then((s) => sockets.push(s), (e) => (refusal = e));
    expect(String(refusal)).toContain('upgrade answered 429');
    expect(sockets.length).toBeGreaterThan(90);
    for (const socket of sockets) socket.ws.close();
    await Promise.all(sockets.map((s) => s.closed));
    await expectAlive();
    // The slots come back once those sockets are gone.
    expect((await connect()).ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('realtime: channels, as anon and as ordinary students', () => {
  let ana: SignedUser;
  let rosa: SignedUser;
  let eve: SignedUser;
  let conversationId: string;

  beforeAll(async () => {
    [ana, rosa, eve] = await Promise.all([signUp('rt-ana'), signUp('rt-rosa'), signUp('rt-eve')]);
    const { data, error } = await ana.client.rpc('start_conversation', { p_other_user_id: rosa.id });
    if (error) throw error;
    conversationId = data as string;
  });

  /** The join reply of a private channel on `topic`, as `token` (anon when absent). */
  async function privateJoin(topic: string, token?: string) {
    const socket = await connect();
    return socket.push(`realtime:${topic}`, 'phx_join', {
      config: { private: true, broadcast: { ack: true }, presence: { enabled: true } },
      ...(token ? { access_token: token } : {}),
    });
  }

  it('realtime: anon, a non-participant and a bogus topic are refused a private conversation channel; a participant is admitted', async () => {
    const topic = `conversation:${conversationId}`;
    const refused = { status: 'error', response: { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}` } };
    expect((await privateJoin(topic)).payload).toEqual(refused);
    expect((await privateJoin(topic, eve.token)).payload).toEqual(refused);
    expect((await privateJoin('conversation:not-a-uuid', eve.token)).payload.status).toBe('error');
    expect((await privateJoin(`conversation:${conversationId}'); drop table public.messages; --`, eve.token)).payload.status).toBe('error');
    expect((await privateJoin(topic, ana.token)).payload.status).toBe('ok');
    await expectAlive();
  });

  it('realtime: anon broadcast and presence on a public channel are refused and reach nobody', async () => {
    const listener = await connect();
    expect((await listener.push('realtime:lobby', 'phx_join', { config: { broadcast: { self: true } } })).payload.status).toBe('ok');
    const attacker = await connect();
    await attacker.push('realtime:lobby', 'phx_join', { config: { broadcast: { ack: true } } });
    const sent = await attacker.push('realtime:lobby', 'broadcast', { type: 'broadcast', event: 'spam', payload: { x: 1 } });
    expect(sent.payload).toEqual({ status: 'error', response: { reason: 'PrivateOnly: This project only allows private channels' } });
    const tracked = await attacker.push('realtime:lobby', 'presence', { type: 'presence', event: 'track', payload: { online: true } });
    expect(tracked.payload.status).toBe('error');
    // A heartbeat round trip later, the listener has still received nothing but its own join reply.
    await listener.push('phoenix', 'heartbeat', {});
    expect(listener.frames.filter((f) => f.event !== 'phx_reply')).toEqual([]);
  });

  it('realtime: a postgres_changes filter with a catastrophic regex (^(a+)+$) and a matching-ish message leave the server answering', async () => {
    const watcher = await connect();
    const join = await watcher.push('realtime:redos', 'phx_join', {
      config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'messages', filter: 'content=match.^(a+)+$' }] },
    });
    expect(join.payload.status).toBe('ok');
    const { data, error } = await eve.client.rpc('start_conversation', { p_other_user_id: rosa.id });
    if (error) throw error;
    const sent = await eve.client.from('messages').insert({ conversation_id: data as string, sender_id: eve.id, content: `${'a'.repeat(40)}!` });
    expect(sent.error).toBeNull();
    await expectAlive(1000);
  });

  it("realtime: Eve on the public topic of the conversation hears nothing of the participants' private broadcast", async () => {
    const topic = `conversation:${conversationId}`;
    const eavesdropper = await connect();
    await eavesdropper.push(`realtime:${topic}`, 'phx_join', { config: {}, access_token: eve.token });
    const received: unknown[] = [];
    const channels: RealtimeChannel[] = [];
    try {
      for (const user of [ana, rosa]) await user.client.realtime.setAuth(user.token);
      const rosaChannel = rosa.client.channel(topic, { config: { private: true } }).on('broadcast', { event: 'msg' }, (m) => received.push(m.payload));
      const anaChannel = ana.client.channel(topic, { config: { private: true, broadcast: { ack: true } } });
      channels.push(rosaChannel, anaChannel);
      await Promise.all(
        channels.map(
          (channel) =>
            new Promise<void>((resolve, reject) =>
              channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(error ?? new Error(status)))),
            ),
        ),
      );
      expect(await anaChannel.send({ type: 'broadcast', event: 'msg', payload: { text: 'solo para Rosa' } })).toBe('ok');
      await expect.poll(() => received, { timeout: 5000 }).toEqual([{ text: 'solo para Rosa' }]);
      await eavesdropper.push('phoenix', 'heartbeat', {});
      expect(eavesdropper.frames.filter((f) => f.event === 'broadcast')).toEqual([]);
    } finally {
      await Promise.all([ana.client.removeAllChannels(), rosa.client.removeAllChannels()]);
    }
  });
});
