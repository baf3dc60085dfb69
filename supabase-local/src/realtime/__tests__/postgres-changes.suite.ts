import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
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
  type Stack,
} from './fixture.js';

type Message = {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  created_at: string;
};
type Change = RealtimePostgresChangesPayload<Message>;

/** postgres_changes through supabase-js. Runs against the stack that realtime.test.ts starts. */
export function postgresChangesSuite(getStack: () => Stack) {
  describe('postgres_changes through supabase-js', () => {
    const scope = suiteScope(getStack);
    const { clients } = scope;

    describe.each(['1.0.0', '2.0.0'] as const)('postgres_changes over vsn %s', (vsn) => {
      async function watch(token: { value: string | null }) {
        const client = await clientFor(scope.stack, vsn, token);
        clients.push(client);
        const channelFor = (conversationId: string, name: string) => {
          const inbox = new Inbox<Change>();
          const channel = client.channel(`${name}-${vsn}`).on<Message>(
            'postgres_changes',
            {
              event: 'INSERT',
              schema: 'public',
              table: 'messages',
              filter: `conversation_id=eq.${conversationId}`,
            },
            inbox.push,
          );
          return { channel, inbox };
        };
        return { client, channelFor };
      }

      it('delivers inserts of the filtered conversation to a participant, and no others', async () => {
        const { channelFor } = await watch({ value: tokenFor(USERS.ana) });
        const x = channelFor(CONVERSATIONS.x, 'ana-x');
        await subscribed(x.channel);

        await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.y, 'para Carlos');
        const id = await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.x, 'Hola Ana 👋');

        const [change] = await x.inbox.until((items) => items.length > 0);
        expect(x.inbox.items).toHaveLength(1);
        expect(change).toMatchObject({
          eventType: 'INSERT',
          schema: 'public',
          table: 'messages',
          errors: null,
          old: {},
          new: {
            id,
            conversation_id: CONVERSATIONS.x,
            sender_id: USERS.bea,
            content: 'Hola Ana 👋',
          },
        });
        expect(Date.parse(change!.commit_timestamp)).toBeGreaterThan(Date.now() - 60_000);
      });

      it('delivers nothing to a subscriber who may not read the conversation', async () => {
        const { channelFor } = await watch({ value: tokenFor(USERS.carlos) });
        const x = channelFor(CONVERSATIONS.x, 'carlos-x');
        const y = channelFor(CONVERSATIONS.y, 'carlos-y');
        await Promise.all([subscribed(x.channel), subscribed(y.channel)]);

        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, 'secreto');
        await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.y, 'hola Carlos');

        // Changes go out in commit order on one socket, so once Y's arrives X's would have too.
        await y.inbox.until((items) => items.length === 1);
        expect(y.inbox.items[0]!.new).toMatchObject({ content: 'hola Carlos' });
        expect(x.inbox.items).toEqual([]);
      });

      it('delivers nothing to an anonymous subscriber', async () => {
        const anon = await watch({ value: null });
        const anonX = anon.channelFor(CONVERSATIONS.x, 'anon-x');
        const bea = (await watch({ value: tokenFor(USERS.bea) })).channelFor(
          CONVERSATIONS.x,
          'bea-x',
        );
        await Promise.all([subscribed(anonX.channel), subscribed(bea.channel)]);

        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, 'solo participantes');
        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, 'marca');
        // Changes are dispatched one after another: once Bea has the second, the first went out to
        // everyone it was going to, and a heartbeat round trip flushes the anon socket.
        await bea.inbox.until((items) => items.length === 2);
        await heartbeat(anon.client);
        expect(anonX.inbox.items).toEqual([]);
      });

      it('follows access_token updates: a new user token changes what is delivered', async () => {
        const token = { value: tokenFor(USERS.carlos) };
        const { client, channelFor } = await watch(token);
        const x = channelFor(CONVERSATIONS.x, 'switch-x');
        const y = channelFor(CONVERSATIONS.y, 'switch-y');
        await Promise.all([subscribed(x.channel), subscribed(y.channel)]);

        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, 'antes');
        await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.y, 'marca 1');
        await y.inbox.until((items) => items.length === 1);
        expect(x.inbox.items).toEqual([]);

        // Bea reads both conversations; setAuth() pulls the new token from the accessToken callback
        // and pushes access_token on every joined channel. A heartbeat round trip orders it.
        token.value = tokenFor(USERS.bea);
        await client.realtime.setAuth();
        await heartbeat(client);

        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, 'después');
        await x.inbox.until((items) => items.length === 1);
        expect(x.inbox.items[0]!.new).toMatchObject({ content: 'después' });
      });

      it('closes a channel whose access_token refresh is invalid', async () => {
        const token = { value: tokenFor(USERS.bea) };
        const { client } = await watch(token);
        const system = new Inbox<{ status: string; message: string; extension: string }>();
        const statuses = new Inbox<string>();
        const channel = client
          .channel(`expiring-${vsn}`)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'messages' },
            () => undefined,
          )
          .on('system', {}, system.push);
        channel.subscribe(statuses.push);
        await statuses.until((items) => items.includes('SUBSCRIBED'));

        token.value = tokenFor(USERS.bea, -10); // already expired
        await client.realtime.setAuth();

        await statuses.until((items) => items.includes('CLOSED'));
        await system.until((items) => items.some((m) => m.status === 'error'));
        expect(system.items[0]).toMatchObject({
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
        });
        expect(system.items.at(-1)).toMatchObject({ status: 'error', extension: 'system' });
      });

      it('stops delivering after unsubscribe', async () => {
        const { client, channelFor } = await watch({ value: tokenFor(USERS.bea) });
        const x = channelFor(CONVERSATIONS.x, 'leave-x');
        const y = channelFor(CONVERSATIONS.y, 'leave-y');
        await Promise.all([subscribed(x.channel), subscribed(y.channel)]);

        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, 'uno');
        await x.inbox.until((items) => items.length === 1);
        expect(await client.removeChannel(x.channel)).toBe('ok');

        await sendMessage(scope.stack.db, USERS.ana, CONVERSATIONS.x, 'dos');
        await sendMessage(scope.stack.db, USERS.carlos, CONVERSATIONS.y, 'marca');
        await y.inbox.until((items) => items.length === 1);
        expect(x.inbox.items.map((c) => (c.new as Message).content)).toEqual(['uno']);
      });

      it('answers heartbeats', async () => {
        const { client, channelFor } = await watch({ value: tokenFor(USERS.ana) });
        await subscribed(channelFor(CONVERSATIONS.x, 'heartbeat').channel);
        await expect(heartbeat(client)).resolves.toBe('ok');
      });
    });

    describe('pattern filters, answered by Postgres', () => {
      /** One socket for every channel of a case, so changes arrive in commit order across them. */
      async function watchFiltered(filters: Record<string, string>) {
        const client = await clientFor(scope.stack, '1.0.0', { value: tokenFor(USERS.ana) });
        clients.push(client);
        const inboxes: Record<string, Inbox<Change>> = {};
        for (const [name, filter] of Object.entries(filters)) {
          inboxes[name] = new Inbox<Change>();
          const channel = client
            .channel(`pattern-${name}`)
            .on<Message>(
              'postgres_changes',
              { event: 'INSERT', schema: 'public', table: 'messages', filter },
              inboxes[name].push,
            );
          await subscribed(channel);
        }
        return inboxes;
      }
      const contents = (inbox: Inbox<Change>) =>
        inbox.items.map((change) => (change.new as Message).content);

      it('gives like, ilike, match and imatch their SQL meaning', async () => {
        const { digits, hola, notHola, imatch } = await watchFiltered({
          digits: 'content=match.^[[:digit:]]+$',
          hola: 'content=ilike.HOLA%',
          notHola: 'content=not.like.hola%',
          imatch: 'content=imatch.^ABC$',
        });
        for (const content of ['abc', '123', 'hola_mundo', 'hola mundo'])
          await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.x, content);
        await hola!.until((items) => items.length === 2);
        expect(contents(digits!)).toEqual(['123']);
        expect(contents(hola!)).toEqual(['hola_mundo', 'hola mundo']);
        expect(contents(notHola!)).toEqual(['abc', '123']);
        expect(contents(imatch!)).toEqual(['abc']);
      });

      it('keeps serving when a subscriber filters with a catastrophic regex', async () => {
        const { evil } = await watchFiltered({ evil: 'content=match.^(a+)+$' });
        const started = Date.now();
        // JS's backtracking RegExp takes 2^40 steps on this; Postgres's engine does not backtrack.
        await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.x, `${'a'.repeat(40)}!`);
        await sendMessage(scope.stack.db, USERS.bea, CONVERSATIONS.x, 'aaaa');
        await evil!.until((items) => items.length === 1);
        expect(contents(evil!)).toEqual(['aaaa']);
        expect(Date.now() - started).toBeLessThan(2000);
      });

      it('refuses at subscribe a pattern Postgres cannot compile or that is too long', async () => {
        const socket = await rawSocket(scope.stack, '1.0.0');
        try {
          for (const [i, filter] of [
            `content=match.(`,
            `content=like.${'%'.repeat(300)}`,
          ].entries()) {
            const topic = `realtime:bad-pattern-${i}`;
            await socket.push(
              topic,
              'phx_join',
              {
                config: {
                  postgres_changes: [
                    { event: 'INSERT', schema: 'public', table: 'messages', filter },
                  ],
                },
              },
              String(i),
            );
            const frames = await socket.inbox.until((all) =>
              all.some((f) => f.topic === topic && f.event === 'system'),
            );
            expect(
              frames.find((f) => f.topic === topic && f.event === 'system')!.payload,
            ).toMatchObject({
              status: 'error',
              message: expect.stringMatching(/invalid regular expression|longer than 256/),
            });
          }
        } finally {
          socket.close();
        }
      });
    });

    function heartbeat(client: SupabaseClient): Promise<string> {
      return new Promise((resolve) => {
        client.realtime.onHeartbeat((status) => {
          if (status !== 'sent') resolve(status);
        });
        void client.realtime.sendHeartbeat();
      });
    }
  });
}
