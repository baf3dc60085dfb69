// One WebSocket connection: the Phoenix channel protocol as Supabase Realtime implements it
// (phx_join with postgres_changes config, access_token refresh, phx_leave, heartbeat,
// broadcast and presence).
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { JwtClaims } from '../db/types.js';
import { tableKey, type TableInfo } from './capture.js';
import type { ChangeDispatcher, PgBinding, Subscriber } from './dispatch.js';
import { parseFilter } from './filters.js';
import {
  decodeFrame,
  encodeFrame,
  encodeUserBroadcast,
  userBroadcastOf,
  type Frame,
  type Vsn,
} from './protocol.js';
import type { TopicMember, Topics } from './topics.js';

export interface SessionContext {
  verifyJwt(token: string): Promise<JwtClaims | null>;
  anonClaims: JwtClaims;
  dispatcher: ChangeDispatcher;
  topics: Topics;
  /** Published tables; `refresh` re-reads the publication (a migration may have added one). */
  tables(refresh: boolean): Promise<Map<string, TableInfo>>;
  log(msg: string): void;
}

interface Channel extends Subscriber, TopicMember {
  subTopic: string;
  broadcastAck: boolean;
  expiry?: NodeJS.Timeout;
}

const EVENTS = ['INSERT', 'UPDATE', 'DELETE', '*'] as const;
// setTimeout holds at most ~24.8 days; tokens living longer simply are not timed.
const MAX_TIMER_MS = 2 ** 31 - 1;

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export class Session {
  private readonly channels = new Map<string, Channel>();
  private inbox: Promise<void> = Promise.resolve();
  /** postgres_changes ids only need to be unique within a connection. */
  private nextBindingId = 1;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly ctx: SessionContext,
  ) {
    // Frames are handled strictly in order: a push right after phx_join sees the joined channel.
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      this.inbox = this.inbox
        .then(() => this.handle(data, isBinary))
        .catch((error: unknown) => {
          ctx.log(`realtime: bad frame: ${String(error)}`);
          ws.close(1003, 'bad frame');
        });
    });
    ws.on('close', () => {
      for (const channel of [...this.channels.values()]) this.drop(channel);
    });
  }

  private send(frame: Frame) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(frame, this.vsn));
  }

  private reply(request: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}) {
    this.send({
      join_ref: request.join_ref,
      ref: request.ref,
      topic: request.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private async handle(data: Buffer, isBinary: boolean) {
    const frame = decodeFrame(data, isBinary, this.vsn);
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.reply(frame, 'ok');
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      if (frame.event === 'phx_leave') return this.reply(frame, 'ok');
      return this.reply(frame, 'error', { reason: 'unmatched topic' });
    }
    switch (frame.event) {
      case 'phx_leave':
        this.drop(channel);
        return this.reply(frame, 'ok');
      case 'access_token':
        return this.refreshToken(channel, frame.payload.access_token);
      case 'broadcast': {
        const broadcast = userBroadcastOf(frame.payload);
        if (broadcast) this.ctx.topics.broadcast(channel, broadcast);
        if (channel.broadcastAck) this.reply(frame, broadcast ? 'ok' : 'error');
        return;
      }
      case 'presence':
        if (frame.payload.event === 'track')
          this.ctx.topics.track(channel, asObject(frame.payload.payload));
        else if (frame.payload.event === 'untrack') this.ctx.topics.untrack(channel);
        else return this.reply(frame, 'error', { reason: 'unknown presence event' });
        return this.reply(frame, 'ok');
      default:
        return this.reply(frame, 'error', { reason: `unknown event ${frame.event}` });
    }
  }

  private async join(frame: Frame) {
    const previous = this.channels.get(frame.topic);
    if (previous) this.drop(previous); // Phoenix semantics: a second join replaces the first
    if (!frame.topic.startsWith('realtime:'))
      return this.reply(frame, 'error', { reason: 'unmatched topic' });
    const config = asObject(frame.payload.config);
    if (config.private === true) {
      return this.reply(frame, 'error', {
        reason: 'PrivateChannelsNotSupported: supabase-local serves public channels only',
      });
    }
    const token = frame.payload.access_token;
    const claims =
      typeof token === 'string' && token ? await this.ctx.verifyJwt(token) : this.ctx.anonClaims;
    if (!claims)
      return this.reply(frame, 'error', {
        reason: 'InvalidJWTToken: the access token is invalid or expired',
      });

    const requested = Array.isArray(config.postgres_changes)
      ? config.postgres_changes.map(asObject)
      : [];
    const { bindings, echoed, errors } = await this.postgresBindings(requested);
    if (errors.length > 0 && asObject(config.postgres_changes_options).wait === true) {
      return this.reply(frame, 'error', { reason: errors.join('; ') });
    }

    if (this.ws.readyState !== this.ws.OPEN) return; // closed while we were verifying
    const subTopic = frame.topic.slice('realtime:'.length);
    const broadcast = asObject(config.broadcast);
    const presence = asObject(config.presence);
    const joinRef = frame.join_ref ?? frame.ref;
    const channel: Channel = {
      topic: frame.topic,
      subTopic,
      claims,
      bindings,
      broadcastAck: broadcast.ack === true,
      broadcastSelf: broadcast.self === true,
      presenceEnabled: presence.enabled === true,
      presenceKey: typeof presence.key === 'string' && presence.key ? presence.key : randomUUID(),
      presence: null,
      sendChange: (ids, data) =>
        this.send({
          join_ref: joinRef,
          ref: null,
          topic: frame.topic,
          event: 'postgres_changes',
          payload: { ids, data },
        }),
      send: (event, payload) =>
        this.send({ join_ref: joinRef, ref: null, topic: frame.topic, event, payload }),
      sendBroadcast: (userBroadcast) => {
        const encoded = encodeUserBroadcast(frame.topic, userBroadcast, this.vsn);
        if (encoded !== null && this.ws.readyState === this.ws.OPEN) this.ws.send(encoded);
      },
    };
    this.channels.set(frame.topic, channel);
    this.scheduleExpiry(channel);
    this.reply(frame, 'ok', requested.length > 0 ? { postgres_changes: echoed } : {});
    this.ctx.topics.join(channel);
    if (requested.length > 0) {
      this.ctx.dispatcher.add(channel);
      channel.send('system', {
        status: errors.length > 0 ? 'error' : 'ok',
        message: errors.length > 0 ? errors.join('; ') : 'Subscribed to PostgreSQL',
        extension: 'postgres_changes',
        channel: subTopic,
      });
    }
  }

  /**
   * Server-side bindings for a join's postgres_changes config, plus the reply entries (echoing
   * each spec so the client can pair them with its own) and errors for specs we cannot serve.
   */
  private async postgresBindings(requested: Record<string, unknown>[]) {
    const bindings: PgBinding[] = [];
    const echoed: Record<string, unknown>[] = [];
    const errors: string[] = [];
    if (requested.length === 0) return { bindings, echoed, errors };
    let tables = await this.ctx.tables(false);
    for (const spec of requested) {
      const id = this.nextBindingId++;
      const { event, schema, table, filter, select } = spec;
      echoed.push({ id, event, schema, table, filter, ...(select ? { select } : {}) });
      try {
        let binding = this.binding(id, spec, tables);
        if (!binding) {
          tables = await this.ctx.tables(true);
          binding = this.binding(id, spec, tables);
        }
        if (!binding) throw new Error('table not published');
        bindings.push(binding);
      } catch (error) {
        errors.push(
          `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${String(event)}, schema: ${String(schema)}, table: ${String(table)}, filters: ${String(filter ?? '')}] (${(error as Error).message})`,
        );
      }
    }
    return { bindings, echoed, errors };
  }

  /** A binding for a valid spec, null when its table is not (yet) known; throws when invalid. */
  private binding(
    id: number,
    spec: Record<string, unknown>,
    tables: Map<string, TableInfo>,
  ): PgBinding | null {
    const event = String(spec.event ?? '').toUpperCase() as PgBinding['event'];
    if (!EVENTS.includes(event)) throw new Error(`invalid event ${String(spec.event)}`);
    const schema = typeof spec.schema === 'string' && spec.schema ? spec.schema : 'public';
    const table = typeof spec.table === 'string' && spec.table ? spec.table : undefined;
    const conditions = parseFilter(typeof spec.filter === 'string' ? spec.filter : undefined);
    const select = Array.isArray(spec.select) ? spec.select.map(String) : undefined;
    if (schema !== '*' && table !== undefined && table !== '*') {
      const info = tables.get(tableKey(schema, table));
      if (!info) return null;
      const unknown = [...conditions.map((c) => c.column), ...(select ?? [])].find(
        (name) => !info.columns.some((c) => c.name === name),
      );
      if (unknown) throw new Error(`unknown column ${unknown}`);
    }
    return { id, event, schema, table, conditions, ...(select ? { select } : {}) };
  }

  private async refreshToken(channel: Channel, token: unknown) {
    const claims = typeof token === 'string' && token ? await this.ctx.verifyJwt(token) : null;
    if (!claims)
      return this.closeWithError(
        channel,
        'Invalid JWT Token: the access token is invalid or expired',
      );
    channel.claims = claims;
    this.scheduleExpiry(channel);
  }

  private scheduleExpiry(channel: Channel) {
    clearTimeout(channel.expiry);
    if (typeof channel.claims.exp !== 'number') return;
    const ms = channel.claims.exp * 1000 - Date.now();
    if (ms > MAX_TIMER_MS) return;
    channel.expiry = setTimeout(
      () => this.closeWithError(channel, 'Token has expired'),
      Math.max(ms, 0),
    );
  }

  /** Like Realtime: a system error message, then phx_close; the client does not rejoin by itself. */
  private closeWithError(channel: Channel, message: string) {
    if (this.channels.get(channel.topic) !== channel) return;
    channel.send('system', {
      status: 'error',
      message,
      extension: 'system',
      channel: channel.subTopic,
    });
    channel.send('phx_close', {});
    this.drop(channel);
  }

  private drop(channel: Channel) {
    clearTimeout(channel.expiry);
    this.ctx.dispatcher.remove(channel);
    this.ctx.topics.leave(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }
}
