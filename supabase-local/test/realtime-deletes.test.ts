// postgres_changes DELETE events as hosted Realtime sends them, through supabase-js on PGlite and
// PostgreSQL 15 (chat project, test/project/migrations/20240102000000_realtime.sql): every
// subscriber whose role may read the table is told, with only the primary key when the table
// has RLS; REPLICA IDENTITY FULL sends the old row and lets filters see it; with the default
// identity a filter on another column never matches; a role without SELECT hears nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';
import { changes, until } from './support/realtime.js';

/** Subscribes to DELETEs of a table (optionally filtered) and collects what arrives. */
const deletes = (client: SupabaseClient, name: string, table: string, filter?: string) =>
  changes(client, name, { event: 'DELETE', table, filter });

describe.each<BackendKind>(['pglite', 'postgres'])('postgres_changes DELETE on %s', (kind) => {
  let backend: TestBackend;
  const clients: SupabaseClient[] = [];
  const track = <T extends SupabaseClient>(client: T) => (clients.push(client), client);

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    await backend?.stop();
  });

  it('tells every reader of an RLS table the primary key only, and a role without SELECT nothing', async () => {
    const owner = await signUpUser(backend, {}, 'owner');
    const other = await signUpUser(backend, {}, 'other');
    track(owner.client);
    track(other.client);
    const anon = track(backend.client());
    const ownerSeen = await deletes(owner.client, `notes-owner-${kind}`, 'notes');
    const otherSeen = await deletes(other.client, `notes-other-${kind}`, 'notes');
    const anonSeen = await deletes(anon, `notes-anon-${kind}`, 'notes');
    // A filter on a column the default replica identity does not log never matches.
    const filtered = await deletes(owner.client, `notes-filtered-${kind}`, 'notes', `body=eq.secreto`);

    const { data } = await owner.client.from('notes').insert({ body: 'secreto' }).select('id').single();
    expect((await owner.client.from('notes').delete().eq('id', data!.id)).error).toBeNull();

    await until(() => ownerSeen.length > 0 && otherSeen.length > 0, 'both readers');
    for (const seen of [ownerSeen, otherSeen]) {
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ eventType: 'DELETE', schema: 'public', table: 'notes', new: {} });
      expect(seen[0]!.old).toEqual({ id: data!.id });
    }
    // A later change proves the others had their chance.
    const marker = await deletes(owner.client, `channels-marker-${kind}`, 'channels');
    const { data: channel } = await backend.service().from('channels').insert({ slug: `marker-${kind}` }).select('id').single();
    await backend.service().from('channels').delete().eq('id', channel!.id);
    await until(() => marker.length > 0, 'the marker');
    expect(marker[0]!.old).toEqual({ id: channel!.id });
    expect(anonSeen).toEqual([]);
    expect(filtered).toEqual([]);
  });

  it('sends the whole old row of a REPLICA IDENTITY FULL table and filters on it', async () => {
    const reader = track(backend.client());
    const inOne = await deletes(reader, `messages-1-${kind}`, 'messages', 'channel_id=eq.1');
    const inTwo = await deletes(reader, `messages-2-${kind}`, 'messages', 'channel_id=eq.2');
    const service = backend.service();
    const { data } = await service.from('messages').insert({ channel_id: 1, username: 'supabot', message: 'bye', stars: 2 }).select('id').single();
    await service.from('messages').delete().eq('id', data!.id);

    await until(() => inOne.length > 0, 'the channel 1 subscriber');
    expect(inOne[0]!.old).toEqual({ id: data!.id, channel_id: 1, username: 'supabot', message: 'bye', stars: 2 });
    const marker = await deletes(reader, `messages-marker-${kind}`, 'messages', 'channel_id=eq.2');
    const { data: second } = await service.from('messages').insert({ channel_id: 2, username: 'supabot', message: 'two' }).select('id').single();
    await service.from('messages').delete().eq('id', second!.id);
    await until(() => marker.length > 0, 'the marker');
    expect(inTwo.map((payload) => payload.old)).toEqual([{ id: second!.id, channel_id: 2, username: 'supabot', message: 'two', stars: 0 }]);
    expect(inOne).toHaveLength(1);
  });
});
