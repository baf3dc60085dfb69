// One WebSocket connection: the Phoenix channel protocol as Supabase Realtime implements it
// (phx_join with postgres_changes config, private channels, access_token refresh, phx_leave,
// heartbeat, broadcast and presence). Nothing a client sends may throw out of here: a frame is
// answered with a phx_reply error or the socket is closed with the code that fits.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { JwtClaims } from '../db/types.js';
import { policiesAll, type ChannelPolicies } from './authorization.js';
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
import type { RealtimeOptions } from './options.js';
import type { TopicMember, Topics } from './topics.js';

export interface SessionContext {
  verifyJwt(token: string): Promise<JwtClaims | null>;
  anonClaims: JwtClaims;
  /** What these claims may do on a private channel's topic (RLS on realtime.messages). */
  authorize(claims: JwtClaims, topic: string): Promise<ChannelPolicies>;
  options: RealtimeOptions;
  dispatcher: ChangeDispatcher;
  topics: Topics;
  /** Published tables; `refresh` re-reads the publication (a migration may have added one). */
  tables(refresh: boolean): Promise<Map<string, TableInfo>>;
  log(msg: string): void;
}

interface Channel extends Subscriber, TopicMember {
  topic: string;
  subTopic: string;
  private: boolean;
  broadcastAck: boolean;
  expiry?: NodeJS.Timeout;
}

const EVENTS = ['INSERT', 'UPDATE', 'DELETE', '*'] as const;
// setTimeout holds at most ~24.8 days; tokens living longer simply are not timed.
const MAX_TIMER_MS = 2 ** 31 - 1;
// vsn 2.0.0 carries a topic's length in one byte; longer topics could never broadcast.
const MAX_TOPIC_BYTES = 255;
// Close codes (RFC 6455): policy violation, and data that is not what the message type says.
const CLOSE_POLICY_VIOLATION = 1008;
const CLOSE_INVALID_DATA = 1007;
const CLOSE_UNSUPPORTED_DATA = 1003;
// Frames wait their turn while an earlier one awaits the database; what they hold in memory is
// capped at this many maximum-size frames.
const BACKLOG_FRAMES = 4;
// Every change is checked against every binding (pattern filters by the database), so a socket's
// bindings are what one client can make each write cost.
const MAX_BINDINGS_PER_SOCKET = 100;

// Supabase Realtime's reasons, so supabase-js callers see the same errors as on hosted projects.
const PRIVATE_ONLY = 'PrivateOnly: This project only allows private channels';
const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
const cannotRead = (subTopic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`;
const cannotWrite = (subTopic: string) =>
  `Unauthorized: You do not have permissions to write to this Channel topic: ${subTopic}`;

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export class Session {
  private readonly channels = new Map<string, Channel>();
  private inbox: Promise<void> = Promise.resolve();
  /** postgres_changes ids only need to be unique within a connection. */
  private nextBindingId = 1;
  private windowStart = 0;
  private framesInWindow = 0;
  private backlogBytes = 0;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly ctx: SessionContext,
  ) {
    // ws has already closed the socket with the fitting code (1009 too big, 1007 bad UTF-8,
    // 1002 protocol error); without this listener the error would end the whole process.
    ws.on('error', (error) => ctx.log(`realtime: socket error: ${error.message}`));
    // Frames are handled strictly in order: a push right after phx_join sees the joined channel.
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (ws.readyState !== ws.OPEN) return;
      if (this.overRate()) return ws.close(CLOSE_POLICY_VIOLATION, 'Too many messages per second');
      this.backlogBytes += data.length;
      if (this.backlogBytes > BACKLOG_FRAMES * ctx.options.maxFrameBytes)
        return ws.close(CLOSE_POLICY_VIOLATION, 'Too many pending messages');
      this.inbox = this.inbox
        .then(() => this.handle(data, isBinary))
        .catch((error: unknown) => ctx.log(`realtime: frame not handled: ${String(error)}`))
        .finally(() => (this.backlogBytes -= data.length));
    });
    ws.on('close', () => {
      for (const channel of [...this.channels.values()]) this.drop(channel);
    });
  }

  /** Counts a frame in the current one-second window; true once the socket is past its rate. */
  private overRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    return ++this.framesInWindow > this.ctx.options.maxMessagesPerSecond;
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
    if (this.ws.readyState !== this.ws.OPEN) return; // closed: what is still queued is moot
    let frame: Frame;
    try {
      frame = decodeFrame(data, isBinary, this.vsn);
    } catch (error) {
      // Without a well-formed frame there is no ref to answer: close.
      this.ctx.log(`realtime: malformed frame: ${String(error)}`);
      this.ws.close(isBinary ? CLOSE_UNSUPPORTED_DATA : CLOSE_INVALID_DATA, 'malformed frame');
      return;
    }
    try {
      await this.route(frame);
    } catch (error) {
      this.ctx.log(`realtime: ${frame.event} on ${frame.topic} failed: ${String(error)}`);
      this.reply(frame, 'error', { reason: 'Unknown Error on Channel' });
    }
  }

  private async route(frame: Frame) {
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
        const refusal = !broadcast
          ? 'invalid broadcast'
          : channel.policies.broadcast.write
            ? null
            : this.writeRefusal(channel);
        if (broadcast && !refusal) this.ctx.topics.broadcast(channel, broadcast);
        // Like Realtime, a private channel's write that RLS refuses gets no reply, even with ack
        // (supabase-js resolves 'timed out').
        if (broadcast && refusal && channel.private) return;
        if (channel.broadcastAck)
          this.reply(frame, refusal ? 'error' : 'ok', refusal ? { reason: refusal } : {});
        return;
      }
      case 'presence':
        if (!channel.policies.presence.write)
          return this.reply(frame, 'error', { reason: this.writeRefusal(channel) });
        if (frame.payload.event === 'track')
          this.ctx.topics.track(channel, asObject(frame.payload.payload));
        else if (frame.payload.event === 'untrack') this.ctx.topics.untrack(channel);
        else return this.reply(frame, 'error', { reason: 'unknown presence event' });
        return this.reply(frame, 'ok');
      default:
        return this.reply(frame, 'error', { reason: `unknown event ${frame.event}` });
    }
  }

  private writeRefusal(channel: Channel): string {
    return channel.private ? cannotWrite(channel.subTopic) : PRIVATE_ONLY;
  }

  /** What a channel may do: RLS decides on private channels, the privateOnly setting on public ones. */
  private async policiesFor(claims: JwtClaims, isPrivate: boolean, subTopic: string) {
    if (!isPrivate) return policiesAll(!this.ctx.options.privateOnly);
    try {
      return await this.ctx.authorize(claims, subTopic);
    } catch (error) {
      // Like Realtime on an RLS policy error: not authorised.
      this.ctx.log(`realtime: authorization of ${subTopic} failed: ${String(error)}`);
      return policiesAll(false);
    }
  }

  private async join(frame: Frame) {
    const previous = this.channels.get(frame.topic);
    if (previous) this.drop(previous); // Phoenix semantics: a second join replaces the first
    if (!frame.topic.startsWith('realtime:'))
      return this.reply(frame, 'error', { reason: 'unmatched topic' });
    const subTopic = frame.topic.slice('realtime:'.length);
    if (!subTopic)
      return this.reply(frame, 'error', {
        reason: 'TopicNameRequired: You must provide a topic name',
      });
    if (Buffer.byteLength(frame.topic) > MAX_TOPIC_BYTES)
      return this.reply(frame, 'error', {
        reason: `TopicNameTooLong: A topic may have at most ${MAX_TOPIC_BYTES} bytes`,
      });
    if (this.channels.size >= this.ctx.options.maxChannelsPerSocket)
      return this.reply(frame, 'error', { reason: TOO_MANY_CHANNELS });
    const config = asObject(frame.payload.config);
    const isPrivate = config.private === true;
    const broadcast = asObject(config.broadcast);
    const presence = asObject(config.presence);
    // supabase-js enables presence exactly when the channel listens to it: say no at once.
    if (!isPrivate && this.ctx.options.privateOnly && presence.enabled === true)
      return this.reply(frame, 'error', { reason: PRIVATE_ONLY });
    const token = frame.payload.access_token;
    const claims =
      typeof token === 'string' && token ? await this.ctx.verifyJwt(token) : this.ctx.anonClaims;
    if (!claims)
      return this.reply(frame, 'error', {
        reason: 'InvalidJWTToken: the access token is invalid or expired',
      });
    const policies = await this.policiesFor(claims, isPrivate, subTopic);
    if (isPrivate && !policies.broadcast.read && !policies.presence.read)
      return this.reply(frame, 'error', { reason: cannotRead(subTopic) });

    const requested = Array.isArray(config.postgres_changes)
      ? config.postgres_changes.map(asObject)
      : [];
    const held = [...this.channels.values()].reduce((sum, c) => sum + c.bindings.length, 0);
    if (held + requested.length > MAX_BINDINGS_PER_SOCKET)
      return this.reply(frame, 'error', {
        reason: `TooManyBindings: A socket may hold at most ${MAX_BINDINGS_PER_SOCKET} postgres_changes subscriptions`,
      });
    const { bindings, echoed, errors } = await this.postgresBindings(requested);
    if (errors.length > 0 && asObject(config.postgres_changes_options).wait === true) {
      return this.reply(frame, 'error', { reason: errors.join('; ') });
    }

    if (this.ws.readyState !== this.ws.OPEN) return; // closed while we were verifying
    const joinRef = frame.join_ref ?? frame.ref;
    const channel: Channel = {
      topic: frame.topic,
      subTopic,
      private: isPrivate,
      room: `${isPrivate ? 'private' : 'public'}:${frame.topic}`,
      policies,
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
        await this.ctx.dispatcher.checkPatterns(binding.conditions);
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
    if (channel.private) {
      // Like Realtime: the new token's policies replace the old; losing read ends the channel.
      const policies = await this.policiesFor(claims, true, channel.subTopic);
      if (!policies.broadcast.read && !policies.presence.read)
        return this.closeWithError(
          channel,
          `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
        );
      if (!policies.presence.write) this.ctx.topics.untrack(channel);
      channel.policies = policies;
    }
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
