// Session against a database that answers slowly: frames queued behind a pending join may hold
// only a few maximum-size frames of memory, and nothing queued runs once the socket is closed.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { ChannelPolicies } from '../authorization.js';
import type { ChangeDispatcher } from '../dispatch.js';
import { DEFAULT_REALTIME_OPTIONS } from '../options.js';
import { Session, type SessionContext } from '../session.js';
import { Topics } from '../topics.js';

describe('Session backlog', () => {
  let wss: WebSocketServer;
  let url: string;
  let authorizations = 0;
  const pending: Array<(policies: ChannelPolicies) => void> = [];

  beforeAll(async () => {
    const ctx: SessionContext = {
      verifyJwt: async () => ({ role: 'authenticated', sub: 'u' }),
      anonClaims: { role: 'anon' },
      // The database never answers until the test lets it.
      authorize: () => {
        authorizations++;
        return new Promise((resolve) => pending.push(resolve));
      },
      options: { ...DEFAULT_REALTIME_OPTIONS, maxFrameBytes: 64 * 1024 },
      dispatcher: { add: () => undefined, remove: () => undefined } as unknown as ChangeDispatcher,
      topics: new Topics(),
      tables: async () => new Map(),
      log: () => undefined,
    };
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 64 * 1024 });
    wss.on('connection', (ws) => new Session(ws, '1.0.0', ctx));
    await new Promise((resolve) => wss.once('listening', resolve));
    url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    const denied = { read: false, write: false };
    for (const resolve of pending) resolve({ broadcast: denied, presence: denied });
    await new Promise((resolve) => wss.close(resolve));
  });

  it('closes with 1008 a socket whose frames pile up behind a slow join, and drops them', async () => {
    const ws = new WebSocket(url);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const join = (topic: string, pad = '') =>
      JSON.stringify({
        topic: `realtime:${topic}`,
        event: 'phx_join',
        ref: topic,
        payload: { config: { private: true }, pad },
      });
    ws.send(join('first'));
    for (let i = 0; i < 5; i++) ws.send(join(`queued-${i}`, 'x'.repeat(60 * 1024)));
    expect(await closed).toEqual({ code: 1008, reason: 'Too many pending messages' });
    expect(authorizations).toBe(1);
    pending.shift()!({
      broadcast: { read: true, write: true },
      presence: { read: true, write: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authorizations).toBe(1); // the queued joins never reached the database
  });
});
