import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { withRequestContext } from '../../db/request-context.js';
import {
  CONVERSATIONS,
  Inbox,
  USERS,
  clientFor,
  rawSocket,
  sendMessage,
  subscribed,
  suiteScope,
  tokenFor,
  userClaims,
  type Stack,
} from './fixture.js';

/** Wire protocol, broadcast and presence. Runs against the stack that realtime.test.ts starts. */
export function protocolSuite(getStack: () => Stack) {
  describe('Wire protocol, broadcast and presence', () => {
    const scope = suiteScope(getStack);
    const { clients, sockets } = scope;

    async function open(vsn: '1.0.0' | '2.0.0' = '1.0.0', apikey?: string) {
      const socket = await rawSocket(scope.stack, vsn, apikey);
      sockets.push(socket);
      return socket;
    }

    const messagesOf = (conversationId: string, event = '*') => ({
      config: {
        postgres_changes: [
          {
            event,
            schema: 'public',
            table: 'messages',
            filter: `conversation_id=eq.${conversationId}`,
          },
        ],
      },
    });

    describe('connection', () => {
      it('refuses a connection whose apikey is not a valid key', async () => {
        const ws = new WebSocket(
          `${scope.stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=1.0.0`,
        );
        await expect(new Promise((_, reject) => ws.once('error', reject))).rejects.toThrow(/401/);
      });

      it('leaves upgrades on other paths to other listeners', async () => {
        const other = (req: { url?: string }, socket: import('node:stream').Duplex) => {
          if (req.url === '/other')
            socket.end('HTTP/1.1 418 I am a teapot\r\nContent-Length: 0\r\n\r\n');
        };
        scope.stack.server.on('upgrade', other);
        try {
          const ws = new WebSocket(`${scope.stack.url.replace('http', 'ws')}/other`);
          await expect(new Promise((_, reject) => ws.once('error', reject))).rejects.toThrow(/418/);
        } finally {
          scope.stack.server.off('upgrade', other);
        }
      });

      it.each(['1.0.0', '2.0.0'] as const)(
        'replies to heartbeats on topic phoenix (vsn %s)',
        async (vsn) => {
          const socket = await open(vsn);
          expect(await socket.push('phoenix', 'heartbeat', {})).toMatchObject({
            topic: 'phoenix',
            event: 'phx_reply',
            payload: { status: 'ok', response: {} },
          });
        },
      );

      it('answers pushes to a topic that was never joined with an error', async () => {
        const socket = await open();
        const reply = await socket.push('realtime:nowhere', 'broadcast', {
          type: 'broadcast',
          event: 'x',
          payload: {},
        });
        expect(reply.payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
      });

      it('refuses a private channel whose topic no policy opens', async () => {
        const socket = await open();
        const reply = await socket.push(
          'realtime:secret',
          'phx_join',
          { config: { private: true }, access_token: tokenFor(USERS.ana) },
          '1',
        );
        expect(reply.payload).toEqual({
          status: 'error',
          response: {
            reason:
              'Unauthorized: You do not have permissions to read from this Channel topic: secret',
          },
        });
      });
    });

    describe('postgres_changes wire format', () => {
      it('replies with binding ids, confirms the subscription, and sends INSERT and UPDATE changes', async () => {
        const socket = await open('1.0.0');
        const join = await socket.push(
          'realtime:room',
          'phx_join',
          { ...messagesOf(CONVERSATIONS.x), access_token: tokenFor(USERS.ana) },
          '1',
        );
        expect(join).toMatchObject({
          event: 'phx_reply',
          join_ref: '1',
          payload: { status: 'ok' },
        });
        const [binding] = join.payload.response.postgres_changes;
        expect(binding).toEqual({
          id: expect.any(Number),
          event: '*',
          schema: 'public',
          table: 'messages',
          filter: `conversation_id=eq.${CONVERSATIONS.x}`,
        });
        await socket.inbox.until((frames) => frames.some((f) => f.event === 'system'));
        expect(socket.inbox.items.find((f) => f.event === 'system')!.payload).toEqual({
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
          channel: 'room',
        });

        const id = await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.x, 'primera');
        await withRequestContext(scope.stack.db, userClaims(USERS.bea), (tx) =>
          tx.query(`update public.messages set content = 'editada' where id = $1`, [id]),
        );
        const changes = await socket.inbox.until(
          (frames) => frames.filter((f) => f.event === 'postgres_changes').length === 2,
        );
        const [insert, update] = changes.filter((f) => f.event === 'postgres_changes');
        expect(insert).toMatchObject({ topic: 'realtime:room', join_ref: '1' });
        expect(insert!.payload).toMatchObject({
          ids: [binding.id],
          data: {
            schema: 'public',
            table: 'messages',
            type: 'INSERT',
            errors: null,
            commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            record: {
              id,
              conversation_id: CONVERSATIONS.x,
              sender_id: USERS.bea,
              content: 'primera',
            },
          },
        });
        expect(insert!.payload.data.columns).toContainEqual({ name: 'content', type: 'text' });
        expect(insert!.payload.data.columns).toContainEqual({
          name: 'created_at',
          type: 'timestamptz',
        });
        expect(update!.payload.data).toMatchObject({
          type: 'UPDATE',
          record: { id, content: 'editada' },
          old_record: { id },
        });
      });

      it('tells readers of the table about deletes with the primary key only; a filter on another column never matches', async () => {
        const participant = await open('2.0.0');
        const reader = await open('2.0.0');
        await participant.push(
          'realtime:del',
          'phx_join',
          { ...messagesOf(CONVERSATIONS.y), access_token: tokenFor(USERS.carlos) },
          '1',
        );
        // Unfiltered, as hosted Realtime can only deliver deletes of a table without REPLICA IDENTITY FULL.
        await reader.push(
          'realtime:del',
          'phx_join',
          {
            config: { postgres_changes: [{ event: 'DELETE', schema: 'public', table: 'messages' }] },
            access_token: tokenFor(USERS.ana),
          },
          '1',
        );

        const id = await sendMessage(scope.stack.db, USERS.carlos, CONVERSATIONS.y, 'borrar');
        await withRequestContext(scope.stack.db, userClaims(USERS.carlos), (tx) =>
          tx.query(`delete from public.messages where id = $1`, [id]),
        );
        await sendMessage(scope.stack.db, USERS.carlos, CONVERSATIONS.y, 'marca');

        const seen = await reader.inbox.until((frames) =>
          frames.some((f) => f.event === 'postgres_changes'),
        );
        const deleted = seen.find((f) => f.event === 'postgres_changes')!.payload.data;
        expect(deleted).toMatchObject({ type: 'DELETE', old_record: { id } });
        // messages has RLS: nothing but the key leaves, whoever reads it.
        expect(Object.keys(deleted.old_record)).toEqual(['id']);
        expect(deleted.record).toBeUndefined();
        const got = await participant.inbox.until(
          (frames) => frames.filter((f) => f.event === 'postgres_changes').length === 2,
        );
        expect(
          got.filter((f) => f.event === 'postgres_changes').map((f) => f.payload.data.type),
        ).toEqual(['INSERT', 'INSERT']);
      });

      it('fetches rows too large for a notification', async () => {
        const socket = await open();
        await socket.push(
          'realtime:big',
          'phx_join',
          { ...messagesOf(CONVERSATIONS.x, 'INSERT'), access_token: tokenFor(USERS.ana) },
          '1',
        );
        const content = 'ñ'.repeat(6000); // 12 000 bytes of UTF-8
        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, content);
        const frames = await socket.inbox.until((all) =>
          all.some((f) => f.event === 'postgres_changes'),
        );
        expect(
          frames.find((f) => f.event === 'postgres_changes')!.payload.data.record.content,
        ).toBe(content);
      });

      it('reports a filter on an unknown column instead of subscribing', async () => {
        const socket = await open();
        const config = {
          postgres_changes: [
            { event: 'INSERT', schema: 'public', table: 'messages', filter: 'nope=eq.1' },
          ],
        };
        const join = await socket.push(
          'realtime:bad',
          'phx_join',
          { config, access_token: tokenFor(USERS.ana) },
          '1',
        );
        expect(join.payload.status).toBe('ok');
        const frames = await socket.inbox.until((all) => all.some((f) => f.event === 'system'));
        expect(frames.find((f) => f.event === 'system')!.payload).toMatchObject({
          status: 'error',
          extension: 'postgres_changes',
        });

        const waiting = await socket.push(
          'realtime:bad2',
          'phx_join',
          { config: { ...config, postgres_changes_options: { wait: true } } },
          '2',
        );
        expect(waiting.payload.status).toBe('error');
      });

      it('closes a channel when its access token expires', async () => {
        const socket = await open();
        const join = await socket.push(
          'realtime:short',
          'phx_join',
          { ...messagesOf(CONVERSATIONS.x), access_token: tokenFor(USERS.ana, 2) },
          '1',
        );
        expect(join.payload.status).toBe('ok');
        const frames = await socket.inbox.until(
          (all) => all.some((f) => f.event === 'phx_close'),
          4000,
        );
        expect(
          frames.find((f) => f.event === 'system' && f.payload.status === 'error')!.payload,
        ).toEqual({
          status: 'error',
          message: 'Token has expired',
          extension: 'system',
          channel: 'short',
        });
        expect(frames.find((f) => f.event === 'phx_close')).toMatchObject({
          topic: 'realtime:short',
          join_ref: '1',
        });
      });

      it('refuses a join whose access_token is not valid', async () => {
        const socket = await open();
        const join = await socket.push(
          'realtime:room',
          'phx_join',
          { ...messagesOf(CONVERSATIONS.x), access_token: tokenFor(USERS.ana, -5) },
          '1',
        );
        expect(join.payload.status).toBe('error');
      });
    });

    describe.each(['1.0.0', '2.0.0'] as const)(
      'broadcast and presence on a private channel over vsn %s',
      (vsn) => {
        const topic = `conversation:${CONVERSATIONS.x}`;

        it('relays broadcasts to the other members of the topic', async () => {
          const [sender, receiver] = await Promise.all([
            clientFor(scope.stack, vsn, { value: tokenFor(USERS.ana) }),
            clientFor(scope.stack, vsn, { value: tokenFor(USERS.bea) }),
          ]);
          clients.push(sender, receiver);
          const received = new Inbox<unknown>();
          const echoed = new Inbox<unknown>();
          const out = sender
            .channel(topic, { config: { private: true, broadcast: { ack: true } } })
            .on('broadcast', { event: 'typing' }, echoed.push);
          const inbound = receiver
            .channel(topic, { config: { private: true } })
            .on('broadcast', { event: 'typing' }, received.push);
          await Promise.all([subscribed(out), subscribed(inbound)]);

          expect(
            await out.send({
              type: 'broadcast',
              event: 'typing',
              payload: { who: 'Ana', texto: 'escribiendo…' },
            }),
          ).toBe('ok');
          const [message] = await received.until((items) => items.length === 1);
          expect(message).toMatchObject({
            type: 'broadcast',
            event: 'typing',
            payload: { who: 'Ana', texto: 'escribiendo…' },
          });
          expect(echoed.items).toEqual([]); // self: false
        });

        it('shares presence state between members', async () => {
          const [ana, bea] = await Promise.all([
            clientFor(scope.stack, vsn, { value: tokenFor(USERS.ana) }),
            clientFor(scope.stack, vsn, { value: tokenFor(USERS.bea) }),
          ]);
          clients.push(ana, bea);
          const synced = new Inbox<unknown>();
          const anaChannel = ana.channel(topic, {
            config: { private: true, presence: { key: 'ana' } },
          });
          const beaChannel = bea
            .channel(topic, { config: { private: true, presence: { key: 'bea' } } })
            .on('presence', { event: 'sync' }, () => synced.push(null));
          await Promise.all([subscribed(anaChannel), subscribed(beaChannel)]);

          expect(await anaChannel.track({ online: true })).toBe('ok');
          await synced.until(() => 'ana' in beaChannel.presenceState());
          expect(beaChannel.presenceState().ana).toEqual([
            expect.objectContaining({ online: true }),
          ]);
          expect(await anaChannel.untrack()).toBe('ok');
          await synced.until(() => !('ana' in beaChannel.presenceState()));
        });
      },
    );
  });
}
