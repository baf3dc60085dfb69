// Supabase Realtime for supabase-local: Phoenix channels on /realtime/v1/websocket (vsn 1.0.0
// and 2.0.0) with postgres_changes filtered by row level security, plus in-process broadcast
// and presence on private channels authorised by RLS on realtime.messages. Call after
// migrations; it only adds an 'upgrade' listener to the server.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Db, JwtClaims } from '../db/types.js';
import { AddressSlots } from './address-slots.js';
import { channelPolicies } from './authorization.js';
import { installCapture, NOTIFY_CHANNEL, parseChange, type TableInfo } from './capture.js';
import { ChangeDispatcher } from './dispatch.js';
import { DEFAULT_REALTIME_OPTIONS, type RealtimeOptions } from './options.js';
import { VSNS, type Vsn } from './protocol.js';
import { Session, type SessionContext } from './session.js';
import { Topics } from './topics.js';
import { BROADCAST_CHANNEL, deliverBroadcast } from './database-broadcast.js';

export const REALTIME_PATH = '/realtime/v1/websocket';
// A join naming an unpublished table re-reads the publication at most this often.
const REFRESH_INTERVAL_MS = 1000;

export interface RealtimeDeps {
  db: Db;
  verifyJwt(token: string): Promise<JwtClaims | null>;
  /** Claims of a channel joined without an access_token. */
  anonClaims: JwtClaims;
  log?: (msg: string) => void;
  /** Tables ("schema.table" or "table") to capture when publication supabase_realtime is missing. */
  fallbackTables?: string[];
  /** Caps and the private-only setting; DEFAULT_REALTIME_OPTIONS for what is left out. */
  options?: Partial<RealtimeOptions>;
}

export interface RealtimeHandle {
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function attachRealtime(server: Server, deps: RealtimeDeps): Promise<RealtimeHandle> {
  const log = deps.log ?? (() => undefined);
  const fallback = deps.fallbackTables ?? ['public.messages'];
  let tables = await installCapture(deps.db, fallback, log);
  let lastRefresh = Date.now();
  let refreshing: Promise<Map<string, TableInfo>> | undefined;
  const currentTables = async (refresh: boolean) => {
    if (refresh && !refreshing && Date.now() - lastRefresh >= REFRESH_INTERVAL_MS) {
      refreshing = installCapture(deps.db, fallback, log, tables).finally(() => {
        lastRefresh = Date.now();
        refreshing = undefined;
      });
      tables = await refreshing;
    }
    return refreshing ? await refreshing : tables;
  };

  const dispatcher = new ChangeDispatcher(deps.db, () => tables, log);
  const unlisten = await deps.db.listen(NOTIFY_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change) dispatcher.enqueue(change);
  });
  const options: RealtimeOptions = { ...DEFAULT_REALTIME_OPTIONS, ...deps.options };
  const topics = new Topics();
  // realtime.send / the HTTP API committed a broadcast row: hand it to the channels of its topic.
  // One after another, in commit order: each reads its row first, and on PostgreSQL two reads on
  // the pool can answer in either order.
  let broadcasts = Promise.resolve();
  const unlistenBroadcasts = await deps.db.listen(BROADCAST_CHANNEL, (payload) => {
    broadcasts = broadcasts.then(() =>
      deliverBroadcast(deps.db, topics, payload).catch((error: unknown) => log(`realtime: broadcast from the database failed: ${String(error)}`)),
    );
  });
  const ctx: SessionContext = {
    verifyJwt: deps.verifyJwt,
    anonClaims: deps.anonClaims,
    authorize: (claims, topic) => channelPolicies(deps.db, claims, topic),
    options,
    dispatcher,
    topics,
    tables: currentTables,
    log,
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes });
  wss.on('error', (error) => log(`realtime: server error: ${error.message}`));
  const slots = new AddressSlots(options.maxSocketsPerAddress);

  async function accept(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
    if (!VSNS.includes(vsn)) return refuse(socket, '400 Bad Request');
    // The apikey only admits the connection; each channel runs under its own access_token.
    const apikey = url.searchParams.get('apikey');
    if (!apikey || !(await deps.verifyJwt(apikey))) return refuse(socket, '401 Unauthorized');
    if (socket.destroyed) return;
    const address = req.socket.remoteAddress ?? '';
    if (slots.full(address)) return refuse(socket, '429 Too Many Requests');
    // handleUpgrade calls back synchronously, so no other upgrade can take the slot in between.
    wss.handleUpgrade(req, socket, head, (ws) => {
      slots.add(address);
      ws.once('close', () => slots.release(address));
      return new Session(ws, vsn, ctx);
    });
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A target like `//` is no URL at all: throwing here would end the process (an 'upgrade'
    // listener runs outside any request handler), so refuse it.
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      socket.on('error', () => socket.destroy());
      return refuse(socket, '400 Bad Request');
    }
    if (url.pathname.replace(/\/+$/, '') !== REALTIME_PATH) return; // someone else's upgrade
    socket.on('error', () => socket.destroy());
    accept(req, socket, head, url).catch((error: unknown) => {
      log(`realtime: upgrade failed: ${String(error)}`);
      socket.destroy();
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await unlisten();
      await unlistenBroadcasts();
      await dispatcher.drain();
    },
  };
}
