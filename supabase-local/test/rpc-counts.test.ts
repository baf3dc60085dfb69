// PostgREST's count modes on functions (`.rpc(fn, args, { count })`) through supabase-js on the
// chat project (test/project) on PGlite and PostgreSQL 15: `planned` is the planner's row
// estimate of the call, `estimated` counts exactly up to db-max-rows (1000) and takes the
// planner's figure above it, and a total above the rows returned answers 206, as for tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

describe.each<BackendKind>(['pglite', 'postgres'])('RPC counts on %s', (kind) => {
  let backend: TestBackend;
  const rpcRange = async (fn: string, count: 'exact' | 'planned' | 'estimated') => {
    const res = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        prefer: `count=${count}`,
      },
      body: '{}',
    });
    return { status: res.status, contentRange: res.headers.get('content-range') };
  };

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
    // PL/pgSQL is never inlined, so the planner takes each function's ROWS as its estimate: one
    // far above the table's 4 users (beyond db-max-rows) and one a little above it.
    for (const [name, rows] of [
      ['users_many', 5000],
      ['users_few', 10],
    ] as const) {
      await backend.db.query(
        `create function public.${name}() returns setof public.users language plpgsql stable rows ${rows}
           as $$ begin return query select * from public.users order by username; end $$`,
      );
    }
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it("counts a function's rows by the planner: its estimate is the total, and 206 since fewer rows came", async () => {
    const client = backend.client();
    const many = await client.rpc('users_many', {}, { count: 'planned' });
    expect(many.error).toBeNull();
    expect(many.data).toHaveLength(4);
    expect(many.count).toBe(5000);
    expect(many.status).toBe(206);
    const few = await client.rpc('users_few', {}, { count: 'planned' });
    expect([few.count, few.status]).toEqual([10, 206]);
    expect(await rpcRange('users_few', 'planned')).toEqual({ status: 206, contentRange: '0-3/10' });
    // The exact count of the same call is what it returned: the whole set, 200.
    const exact = await client.rpc('users_many', {}, { count: 'exact' });
    expect([exact.count, exact.status]).toEqual([4, 200]);
  });

  it('counts estimated exactly below db-max-rows and by the planner above it, 206 for a partial range', async () => {
    const client = backend.client();
    const below = await client.rpc('users_few', {}, { count: 'estimated' });
    expect([below.count, below.status]).toEqual([4, 200]);
    const range = await client.rpc('users_few', {}, { count: 'estimated' }).range(0, 1);
    expect(range.data).toEqual([
      { username: 'awailas', status: 'ONLINE', age: 25 },
      { username: 'dragarcia', status: 'ONLINE', age: 40 },
    ]);
    expect([range.count, range.status]).toEqual([4, 206]);
    const above = await client.rpc('users_many', {}, { count: 'estimated' });
    expect([above.count, above.status]).toEqual([5000, 206]);
    expect(await rpcRange('users_many', 'estimated')).toEqual({
      status: 206,
      contentRange: '0-3/5000',
    });
    // With arguments and a filter too: below db-max-rows the count is exact.
    const search = await client
      .rpc('search_users', { prefix: 'k' }, { count: 'estimated' })
      .eq('status', 'OFFLINE');
    expect(search.data).toEqual([{ username: 'kiwicopple', status: 'OFFLINE', age: 30 }]);
    expect([search.count, search.status]).toEqual([1, 200]);
  });
});
