// postgres_changes filters with the operators Supabase Realtime documents (eq, neq, lt, lte, gt,
// gte, in), end to end through supabase-js on the chat project (test/project) on PGlite and
// PostgreSQL 15: each channel hears exactly the inserted rows its filter matches, comparing
// numbers as numbers (10 > 9, though '10' < '9' as text).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { startProjectBackend } from './support/project.js';
import { changes, until } from './support/realtime.js';

/** The new rows' `column` as INSERTs of a table (optionally filtered) arrive, in order. */
async function inserts(
  client: SupabaseClient,
  name: string,
  table: string,
  column: string,
  filter?: string,
) {
  const seen = await changes(client, name, { event: 'INSERT', table, filter });
  return {
    seen,
    values: () => seen.map((payload) => (payload.new as Record<string, unknown>)[column]),
  };
}

const ROWS = [
  { message: 'two', username: 'kiwicopple', stars: 2 },
  { message: 'nine', username: 'supabot', stars: 9 },
  { message: 'ten', username: 'awailas', stars: 10 },
];
const EXPECTED: Record<string, string[]> = {
  'stars=eq.9': ['nine'],
  'stars=neq.9': ['two', 'ten'],
  'stars=lt.9': ['two'],
  'stars=lte.9': ['two', 'nine'],
  'stars=gt.9': ['ten'],
  'stars=gte.9': ['nine', 'ten'],
  'stars=in.(2,10)': ['two', 'ten'],
  'username=in.(kiwicopple,awailas)': ['two', 'ten'],
  'username=neq.supabot': ['two', 'ten'],
};

describe.each<BackendKind>(['pglite', 'postgres'])('postgres_changes filters on %s', (kind) => {
  let backend: TestBackend;
  let reader: SupabaseClient;

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
    reader = backend.client();
  });
  afterAll(async () => {
    await reader?.removeAllChannels();
    await backend?.stop();
  });

  it('delivers to each filtered channel exactly the inserted rows its operator matches', async () => {
    const heard = new Map<string, Awaited<ReturnType<typeof inserts>>>();
    for (const [index, filter] of Object.keys(EXPECTED).entries()) {
      heard.set(
        filter,
        await inserts(reader, `filter-${index}-${kind}`, 'messages', 'message', filter),
      );
    }
    const all = await inserts(reader, `unfiltered-${kind}`, 'messages', 'message');
    const marker = await inserts(reader, `marker-${kind}`, 'channels', 'slug');

    const service = backend.service();
    for (const row of ROWS) {
      expect((await service.from('messages').insert({ channel_id: 2, ...row })).error).toBeNull();
    }
    await until(
      () => [...heard].every(([filter, { seen }]) => seen.length >= EXPECTED[filter]!.length),
      'the filtered channels',
    );
    // A later change heard on the same socket: every channel had its chance at the rows before it.
    await service.from('channels').insert({ slug: `marker-${kind}` });
    await until(() => marker.seen.length > 0, 'the marker');
    expect(all.values()).toEqual(ROWS.map((row) => row.message));
    expect(
      Object.fromEntries([...heard].map(([filter, channel]) => [filter, channel.values()])),
    ).toEqual(EXPECTED);
  });
});
