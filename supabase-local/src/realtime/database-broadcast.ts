// Broadcast rows committed to realtime.messages (realtime.send, POST /realtime/v1/api/broadcast)
// reach the channels of their topic: platform.sql's trigger NOTIFYs the row's key on commit and
// the server reads the row as the owner. Private rows go to private channels only (members read
// them as their join-time policies allow), public rows to public channels.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import { INSUFFICIENT_PRIVILEGE, sqlState } from '../db/errors.js';
import type { JwtVerifier } from '../keys.js';
import { resolveCaller } from '../http/caller.js';
import type { Topics } from './topics.js';

export const BROADCAST_CHANNEL = 'supabase_local_broadcast';

export async function deliverBroadcast(db: Db, topics: Topics, notification: string): Promise<void> {
  const key = JSON.parse(notification) as { id?: string; inserted_at?: string };
  const { rows } = await db.query<{ topic: string; event: string; payload: unknown; private: boolean }>(
    'select topic, event, payload, coalesce(private, false) as private from realtime.messages where id = $1 and inserted_at = $2',
    [key.id, key.inserted_at],
  );
  const row = rows[0];
  if (!row) return;
  topics.publish(`${row.private ? 'private' : 'public'}:realtime:${row.topic}`, {
    event: row.event,
    payload: row.payload ?? {},
    binary: false,
  });
}

interface HttpMessage {
  topic?: unknown;
  event?: unknown;
  payload?: unknown;
  private?: unknown;
}

/**
 * POST /realtime/v1/api/broadcast (`{ messages: [{ topic, event, payload, private }] }`) and
 * /api/broadcast/:topic/events/:event[?private=true] (realtime-js `httpSend`): each message is
 * inserted into realtime.messages as the caller, so RLS decides as for a private channel's
 * sender; public messages only when public channels carry broadcast.
 */
export function broadcastApiRoute(app: FastifyInstance, deps: { db: Db; verifyJwt: JwtVerifier; privateOnly: boolean }) {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  async function send(request: FastifyRequest, reply: FastifyReply, list: Required<HttpMessage>[]) {
    const caller = await resolveCaller(request, deps.verifyJwt);
    if ('error' in caller) return reply.status(401).send({ error: 'Unauthorized', message: 'Invalid JWT' });
    if (deps.privateOnly && caller.claims.role !== 'service_role' && list.some((m) => m.private !== true)) {
      return reply.status(403).send({ error: 'Forbidden', message: 'Only private channels carry broadcast here' });
    }
    try {
      await withRequestContext(deps.db, caller.claims, async (tx) => {
        for (const message of list) {
          await tx.query(`select set_config('realtime.topic', $1, true)`, [message.topic]);
          await tx.query(
            `insert into realtime.messages (topic, event, payload, private, extension) values ($1, $2, $3::jsonb, $4, 'broadcast')`,
            [message.topic, message.event, JSON.stringify(message.payload ?? {}), message.private === true],
          );
        }
      });
    } catch (error) {
      if (sqlState(error) !== INSUFFICIENT_PRIVILEGE) throw error;
      return reply.status(403).send({ error: 'Forbidden', message: 'You do not have permissions to write to this Channel topic' });
    }
    return reply.status(202).send();
  }

  app.post('/api/broadcast', async (request, reply) => {
    const messages = (request.body as { messages?: unknown } | undefined)?.messages;
    const valid = (m: HttpMessage) => typeof m.topic === 'string' && m.topic !== '' && typeof m.event === 'string';
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every((m) => valid((m ?? {}) as HttpMessage))) {
      return reply.status(400).send({ error: 'BadRequest', message: 'messages must be a list of { topic, event, payload, private }' });
    }
    return send(request, reply, messages as Required<HttpMessage>[]);
  });

  app.post('/api/broadcast/:topic/events/:event', async (request, reply) => {
    const { topic, event } = request.params as { topic: string; event: string };
    const isPrivate = (request.query as { private?: string }).private === 'true';
    if (Buffer.isBuffer(request.body)) return reply.status(415).send({ error: 'UnsupportedMediaType', message: 'Binary payloads are not supported here' });
    return send(request, reply, [{ topic, event, payload: request.body ?? {}, private: isPrivate }]);
  });
}
