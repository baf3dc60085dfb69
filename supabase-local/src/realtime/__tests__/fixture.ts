// A real stack for Realtime tests: in-memory PGlite with the platform SQL (roles, auth.uid(),
// publication, realtime.messages) plus a small chat schema whose RLS lets only participants read
// messages, the project's private-channel migration on top of it (it needs only
// public.can_access_conversation), an HTTP server with attachRealtime, and supabase-js clients
// over `ws`.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { openPglite } from '../../db/pglite.js';
import { withRequestContext } from '../../db/request-context.js';
import type { Db, JwtClaims } from '../../db/types.js';
import { createJwtVerifier, createKeys, signJwt } from '../../keys.js';
import { attachRealtime, type RealtimeHandle } from '../index.js';

const PRIVATE_CHANNELS_MIGRATION = new URL(
  '../../../../supabase/migrations/20261123090000_realtime_private_channels.sql',
  import.meta.url,
);

export const SECRET = 'realtime-test-secret-with-at-least-32-characters';
export const keys = createKeys(SECRET);
export const USERS = {
  ana: '00000000-0000-4000-8000-00000000000a',
  bea: '00000000-0000-4000-8000-00000000000b',
  carlos: '00000000-0000-4000-8000-00000000000c',
} as const;
/** Conversation X: ana + bea. Conversation Y: bea + carlos. */
export const CONVERSATIONS = {
  x: '10000000-0000-4000-8000-000000000001',
  y: '10000000-0000-4000-8000-000000000002',
} as const;

const CHAT_SQL = `
create table public.conversations (id uuid primary key, created_at timestamptz default now());
create table public.conversation_participants (
  conversation_id uuid references public.conversations (id),
  user_id uuid,
  primary key (conversation_id, user_id)
);
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id),
  sender_id uuid not null,
  content text not null,
  created_at timestamptz not null default now()
);
alter table public.conversations enable row level security;
alter table public.conversation_participants enable row level security;
alter table public.messages enable row level security;
create function public.can_access_conversation(c uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.conversation_participants p where p.conversation_id = c and p.user_id = auth.uid())
$$;
create policy participants_read on public.messages for select using (public.can_access_conversation(conversation_id));
create policy participants_write on public.messages for insert
  with check (sender_id = auth.uid() and public.can_access_conversation(conversation_id));
create policy own_update on public.messages for update using (sender_id = auth.uid());
create policy own_delete on public.messages for delete using (sender_id = auth.uid());
alter publication supabase_realtime add table public.messages;

insert into public.conversations (id) values ('${CONVERSATIONS.x}'), ('${CONVERSATIONS.y}');
insert into public.conversation_participants values
  ('${CONVERSATIONS.x}', '${USERS.ana}'), ('${CONVERSATIONS.x}', '${USERS.bea}'),
  ('${CONVERSATIONS.y}', '${USERS.bea}'), ('${CONVERSATIONS.y}', '${USERS.carlos}');
`;

export const userClaims = (sub: string, expiresInSeconds = 3600): JwtClaims => ({
  role: 'authenticated',
  sub,
  aud: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
});

export const tokenFor = (sub: string, expiresInSeconds = 3600) =>
  signJwt(userClaims(sub, expiresInSeconds), SECRET);

export interface Stack {
  db: Db;
  server: Server;
  url: string;
  realtime: RealtimeHandle;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const db = await openPglite(undefined);
  await db.exec(await readFile(new URL('../../../sql/platform.sql', import.meta.url), 'utf8'));
  await db.exec(CHAT_SQL);
  await db.exec(await readFile(PRIVATE_CHANNELS_MIGRATION, 'utf8'));
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const realtime = await attachRealtime(server, {
    db,
    verifyJwt: createJwtVerifier(SECRET),
    anonClaims: { role: 'anon' },
  });
  const { port } = server.address() as AddressInfo;
  return {
    db,
    server,
    url: `http://127.0.0.1:${port}`,
    realtime,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}

/** Inserts a message the way the REST API would: as the sender, under RLS. */
export async function sendMessage(
  db: Db,
  sender: string,
  conversationId: string,
  content: string,
): Promise<string> {
  return withRequestContext(db, userClaims(sender), async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.messages (conversation_id, sender_id, content) values ($1, $2, $3) returning id`,
      [conversationId, sender, content],
    );
    return rows[0]!.id;
  });
}

/**
 * A supabase-js client whose session token is whatever `token.value` holds (anon key when null).
 * supabase-js fetches the token asynchronously and a join sent before that goes out without one,
 * so wait for it like an app does (it subscribes after its session has loaded).
 */
export async function clientFor(
  stack: Stack,
  vsn: '1.0.0' | '2.0.0',
  token: { value: string | null },
): Promise<SupabaseClient> {
  const client = createClient(stack.url, keys.anonKey, {
    accessToken: async () => token.value,
    realtime: { transport: WebSocket as never, vsn },
  });
  await client.realtime.setAuth();
  return client;
}

export function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    });
  });
}

/** Collects callback payloads and waits for them without sleeping. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: Array<() => void> = [];

  readonly push = (item: T) => {
    this.items.push(item);
    for (const wake of this.waiters.splice(0)) wake();
  };

  async until(predicate: (items: T[]) => boolean, timeoutMs = 5000): Promise<T[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.items)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; received ${JSON.stringify(this.items)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.items;
  }
}

export type RawFrame = {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  // Frames are free-form JSON that tests read field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: any;
};

/** A bare Phoenix client, to check the wire format itself. */
export async function rawSocket(
  stack: Pick<Stack, 'url'>,
  vsn: '1.0.0' | '2.0.0',
  apikey = keys.anonKey,
) {
  const url = `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`;
  const ws = new WebSocket(url);
  const inbox = new Inbox<RawFrame>();
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary)
      return inbox.push({ join_ref: null, ref: null, topic: '', event: 'binary', payload: data });
    const parsed = JSON.parse(data.toString());
    const [join_ref, ref, topic, event, payload] =
      vsn === '2.0.0'
        ? parsed
        : [parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload];
    inbox.push({ join_ref: join_ref ?? null, ref: ref ?? null, topic, event, payload });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let ref = 0;
  return {
    ws,
    inbox,
    /** Sends a push and resolves with the server's frame that answers it. */
    async push(
      topic: string,
      event: string,
      payload: object,
      joinRef: string | null = null,
    ): Promise<RawFrame> {
      const myRef = String(++ref);
      const frame = { join_ref: joinRef, ref: myRef, topic, event, payload };
      ws.send(JSON.stringify(vsn === '2.0.0' ? [joinRef, myRef, topic, event, payload] : frame));
      const items = await inbox.until((all) => all.some((f) => f.ref === myRef));
      return items.find((f) => f.ref === myRef)!;
    },
    close: () => ws.close(),
  };
}

/**
 * What a suite's tests share: the stack realtime.test.ts started (there once the suite runs) and
 * the clients and raw sockets they open, all closed after each test.
 */
export function suiteScope(getStack: () => Stack) {
  const scope = {
    stack: undefined as unknown as Stack,
    clients: [] as SupabaseClient[],
    sockets: [] as Array<{ close(): void }>,
  };
  beforeAll(() => {
    scope.stack = getStack();
  });
  afterEach(async () => {
    for (const socket of scope.sockets.splice(0)) socket.close();
    await Promise.all(scope.clients.splice(0).map((client) => client.removeAllChannels()));
  });
  return scope;
}
